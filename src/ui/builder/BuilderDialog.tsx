// The board builder: a modal dialog that edits a `Setup` — the players, the cards (from the catalogue) and where
// the game starts — and plays it with the store's `openScenario`, so that the board is exactly the one the
// scenario runner would play. A refused setup shows the engine's error and leaves the draft as it was.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builderStart } from '../../builder/from-state';
import { addCard, emptySetup } from '../../builder/setup-edit';
import type { CardId, Setup } from '../../engine';
import { engine } from '../../store/engine';
import { useStacklab } from '../../store/game-store';
import { isPermanentCard } from '../../store/teacher';
import { useCardNames } from '../common/use-card-names';
import { useShownModal, whenStillClosed } from '../common/dialog-close';
import { refusalMessage } from './builder-error';
import { CardCatalogue, type Target } from './CardCatalogue';
import { DraftBoard } from './DraftBoard';
import { PlayersEditor } from './PlayersEditor';

export function BuilderDialog({ request, onClose }: { request: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const names = useCardNames();
  const dialog = useRef<HTMLDialogElement>(null);
  const openScenario = useStacklab((s) => s.openScenario);
  const [draft, setDraft] = useState<Setup>(() => emptySetup());
  const [target, setTarget] = useState<Target>({ player: 'alice', zone: 'battlefield' });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  useShownModal(dialog, request);

  const update = useCallback((change: (setup: Setup) => Setup) => {
    setDraft(change);
    setError(null);
  }, []);
  const edit = (next: Setup) => update(() => next);
  // A player removed or renamed: the catalogue adds to the first player instead.
  const where = draft.players.includes(target.player) ? target : { ...target, player: draft.players[0]! };
  const startFrom = (which: 'empty' | 'current') => {
    if (which === 'empty') {
      edit(emptySetup());
      setStatus(t('builder:fromEmpty'));
      return;
    }
    const s = useStacklab.getState();
    const { setup, now } = builderStart(engine, s.state, s.setup);
    edit(structuredClone(setup));
    setStatus(t(now ? 'builder:fromNow' : 'builder:fromStart'));
  };
  const add = (card: CardId) => {
    // An instant or a sorcery never goes onto the battlefield (CR 400.4a): say so rather than add it there.
    if (where.zone === 'battlefield' && !isPermanentCard(card)) {
      setStatus(t('builder:notPermanent', names.withOf({ card: names.card(card) })));
      return;
    }
    const added = addCard(draft, card, where.player, where.zone);
    if (!added) return;
    edit(added.setup);
    setLastAdded(added.label);
    setStatus(t('builder:added', names.withOf({ card: names.card(card), player: names.player(where.player), zone: t(`builder:zones.${where.zone}`) })));
  };
  const start = () => {
    const result = openScenario(draft);
    if (result.ok) {
      onClose();
      return;
    }
    setError(refusalMessage(t, (key) => i18n.exists(key), names, result.refusal));
  };

  return (
    <dialog ref={dialog} className="builder-dialog" aria-labelledby="builder-title" onClose={whenStillClosed(dialog, onClose)}>
      <div className="builder-head">
        <h2 id="builder-title">{t('builder:title')}</h2>
        <div className="builder-from" role="group" aria-label={t('builder:startFrom')}>
          <button type="button" onClick={() => startFrom('empty')}>
            {t('builder:empty')}
          </button>
          <button type="button" onClick={() => startFrom('current')}>
            {t('builder:current')}
          </button>
        </div>
        <button type="button" className="builder-close" onClick={() => dialog.current?.close()}>
          {t('builder:cancel')}
        </button>
      </div>
      <p className="builder-status" role="status">
        {status}
      </p>
      <div className="builder-body">
        <div className="builder-left">
          <PlayersEditor setup={draft} onChange={edit} />
          <CardCatalogue setup={draft} target={where} onTarget={setTarget} onAdd={add} />
        </div>
        <DraftBoard setup={draft} edit={update} highlight={lastAdded} />
      </div>
      <div className="builder-foot">
        {error && (
          <p className="builder-error" role="alert">
            <strong>{t('builder:refused')}</strong> {error}
          </p>
        )}
        <button type="button" className="primary" onClick={start}>
          {t('builder:start')}
        </button>
      </div>
    </dialog>
  );
}
