// A teacher's named boards, in a modal dialog: save the sandbox board under a name, open, rename or delete a
// saved one, and export them all as one file or import such a file (every board checked as the runner checks
// a scenario; a file with one bad board is refused whole, naming it).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardScenario } from '../../store/board-scenario';
import { useStacklab } from '../../store/game-store';
import { BOARD_COUNT_LIMIT, BOARD_NAME_LIMIT, boardsFileText, readBoardsFile, type BoardsRefusal, type NamedBoard } from '../../store/named-boards';
import { openParsed } from '../../store/open-shared';
import { refusalMessage } from '../common/refusal-message';
import { useShownModal, whenStillClosed } from '../common/dialog-close';
import { download, fileBytes, useBoards } from './browser';
import { JsonFilePicker } from './JsonFilePicker';

type Status = { text: string; refused?: BoardsRefusal | Exclude<ReturnType<typeof openParsed>, { ok: true }> } | null;

function BoardRow({ board, onStatus, onOpened }: { board: NamedBoard; onStatus: (s: Status) => void; onOpened: () => void }) {
  const { t } = useTranslation();
  const rename = useBoards((s) => s.rename);
  const remove = useBoards((s) => s.remove);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(board.name);
  const open = () => {
    const result = openParsed(board.scenario);
    if (result.ok) onOpened();
    else onStatus({ text: t('share:boards.openRefused', { name: board.name }), refused: result });
  };
  return (
    <li className="saved-board">
      {editing ? (
        <form
          className="saved-board-rename"
          onSubmit={(e) => {
            e.preventDefault();
            if (rename(board.id, name)) setEditing(false);
          }}
        >
          <label>
            {t('share:boards.renameTo', { name: board.name })}
            <input type="text" value={name} maxLength={BOARD_NAME_LIMIT} required onChange={(e) => setName(e.target.value)} autoFocus />
          </label>
          <button type="submit">{t('share:boards.renameSave')}</button>
          <button type="button" onClick={() => setEditing(false)}>
            {t('share:boards.cancel')}
          </button>
        </form>
      ) : (
        <>
          <span className="saved-board-name">{board.name}</span>
          <button type="button" className="primary" onClick={open} aria-label={t('share:boards.openOne', { name: board.name })}>
            {t('share:boards.openBoard')}
          </button>
          <button type="button" onClick={() => setEditing(true)} aria-label={t('share:boards.renameOne', { name: board.name })}>
            {t('share:boards.rename')}
          </button>
          {confirming ? (
            <>
              <button type="button" className="danger" onClick={() => remove(board.id)}>
                {t('share:boards.confirmDelete', { name: board.name })}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                {t('share:boards.cancel')}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} aria-label={t('share:boards.deleteOne', { name: board.name })}>
              {t('share:boards.delete')}
            </button>
          )}
        </>
      )}
    </li>
  );
}

export function SavedBoardsDialog({ request, onClose }: { request: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const boards = useBoards((s) => s.boards);
  const save = useBoards((s) => s.save);
  const add = useBoards((s) => s.add);
  const boardName = useStacklab((s) => s.sandboxBoard);
  const [name, setName] = useState(() => t(`common:sandbox.boards.${boardName}`));
  const [status, setStatus] = useState<Status>(null);

  useShownModal(dialog, request);

  const importFile = async (file: File) => {
    const read = readBoardsFile(await fileBytes(file));
    if (!read.ok) {
      const where = read.board === undefined ? '' : ` ${t('share:boards.boardRefused', { number: read.board + 1, name: read.boardName ?? '' })}`;
      setStatus({ text: `${t('share:boards.fileRefused')}${where}`, refused: read });
      return;
    }
    if (read.boards.length + boards.length > BOARD_COUNT_LIMIT) {
      setStatus({ text: t('share:boards.full', { limit: BOARD_COUNT_LIMIT }) });
      return;
    }
    add(read.boards);
    setStatus({ text: t('share:boards.imported', { count: read.boards.length }) });
  };

  const refused = status?.refused;
  return (
    <dialog ref={dialog} className="saved-boards-dialog" aria-labelledby="saved-boards-title" onClose={whenStillClosed(dialog, onClose)}>
      <h2 id="saved-boards-title">{t('share:boards.title')}</h2>
      <form
        className="saved-boards-save"
        onSubmit={(e) => {
          e.preventDefault();
          const saved = save(name, boardScenario(useStacklab.getState()));
          setStatus({ text: saved ? t('share:boards.saved', { name: saved.name }) : t('share:boards.full', { limit: BOARD_COUNT_LIMIT }) });
        }}
      >
        <label>
          {t('share:boards.saveAs')}
          <input type="text" value={name} maxLength={BOARD_NAME_LIMIT} required onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="primary">
          {t('share:boards.save')}
        </button>
      </form>
      {boards.length === 0 ? (
        <p className="muted">{t('share:boards.empty')}</p>
      ) : (
        <ul className="saved-boards-list" aria-label={t('share:boards.list')}>
          {boards.map((b) => (
            <BoardRow key={b.id} board={b} onStatus={setStatus} onOpened={() => dialog.current?.close()} />
          ))}
        </ul>
      )}
      <div className="saved-boards-files">
        <button type="button" disabled={boards.length === 0} onClick={() => download('stacklab-boards.json', boardsFileText(boards))}>
          {t('share:boards.exportAll')}
        </button>
        <JsonFilePicker label={t('share:boards.importAll')} testId="boards-file" onFile={(file) => void importFile(file)} />
      </div>
      <div role="status" className="share-status">
        {status && (
          <p className={refused ? 'share-refused' : undefined}>
            {status.text}
            {refused && ` ${refusalMessage(t, i18n, { code: refused.error, params: refused.params, action: refused.action, actionType: 'actionType' in refused ? refused.actionType : undefined })}`}
          </p>
        )}
      </div>
      <button type="button" className="saved-boards-close" onClick={() => dialog.current?.close()}>
        {t('share:boards.close')}
      </button>
    </dialog>
  );
}
