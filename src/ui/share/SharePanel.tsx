// The sandbox's "save and share" tools: export the board as a scenario file (its setup and the actions played
// since), import one (the file picker, or a file dropped anywhere on the page), copy a share link, and the
// named boards kept in this browser. Everything read is checked as the scenario runner checks it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardScenario, scenarioJson } from '../../store/board-scenario';
import { useStacklab } from '../../store/game-store';
import { openFileBytes, type OpenResult } from '../../store/open-shared';
import { encodeLink, LINK_PREFIX } from '../../share/link-codec';
import { LINK_LIMIT } from '../../share/limits';
import { refusalMessage } from '../common/refusal-message';
import { download, fileBytes } from './browser';
import { JsonFilePicker } from './JsonFilePicker';
import { SavedBoardsDialog } from './SavedBoardsDialog';

type Status = { kind: 'ok'; text: string } | { kind: 'refused'; result: Exclude<OpenResult, { ok: true }> } | null;

/** The address of a share link: the sandbox, no language (the reader's own is used), the board in the fragment. */
function shareUrl(payload: string): string {
  return `${window.location.origin}${import.meta.env.BASE_URL}sandbox${LINK_PREFIX}${payload}`;
}

export function SharePanel() {
  const { t, i18n } = useTranslation();
  const board = useStacklab((s) => s.sandboxBoard);
  const [status, setStatus] = useState<Status>(null);
  const [link, setLink] = useState<string | null>(null);
  // How many times the saved boards were asked for since they were last closed (0: closed).
  const [boardsRequests, setBoardsRequests] = useState(0);

  const importFile = async (file: File) => {
    const result = openFileBytes(await fileBytes(file));
    setLink(null);
    setStatus(result.ok ? { kind: 'ok', text: t('share:imported', { file: file.name.slice(0, 80) }) } : { kind: 'refused', result });
  };

  // A scenario file dropped anywhere on the page opens like one picked.
  useEffect(() => {
    const hasFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file) void importFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  });

  const exportFile = () => {
    download(`stacklab-${board}.json`, scenarioJson(boardScenario(useStacklab.getState())));
    setStatus({ kind: 'ok', text: t('share:exported') });
  };

  const copyLink = async () => {
    const payload = await encodeLink(boardScenario(useStacklab.getState()));
    if (payload.length > LINK_LIMIT) {
      setLink(null);
      setStatus({ kind: 'ok', text: t('share:linkTooLong') });
      return;
    }
    const url = shareUrl(payload);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ kind: 'ok', text: t('share:linkCopied', { count: url.length }) });
    } catch {
      setStatus({ kind: 'ok', text: t('share:linkNotCopied') });
    }
  };

  return (
    <section className="share-panel" aria-label={t('share:region')}>
      <h3>{t('share:title')}</h3>
      <div className="share-buttons">
        <button type="button" onClick={exportFile}>
          {t('share:export')}
        </button>
        <JsonFilePicker label={t('share:import')} testId="scenario-file" onFile={(file) => void importFile(file)} />
        <button type="button" onClick={() => void copyLink()}>
          {t('share:copyLink')}
        </button>
        <button type="button" onClick={() => setBoardsRequests((n) => n + 1)} aria-haspopup="dialog">
          {t('share:boards.open')}
        </button>
      </div>
      <p className="muted share-hint">{t('share:dropHint')}</p>
      <div role="status" className="share-status">
        {status?.kind === 'ok' && <p>{status.text}</p>}
        {status?.kind === 'refused' && (
          <p className="share-refused">
            {t('share:refused')} {refusalMessage(t, i18n, { code: status.result.error, params: status.result.params, action: status.result.action, actionType: status.result.actionType })}
          </p>
        )}
      </div>
      {link && (
        <label className="share-link">
          {t('share:linkLabel')}
          <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
      )}
      {boardsRequests > 0 && <SavedBoardsDialog request={boardsRequests} onClose={() => setBoardsRequests(0)} />}
    </section>
  );
}
