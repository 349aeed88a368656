// The buttons of the player with priority, and the history.
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { canDo, selectCanRedo, selectCanUndo, useLegalActions, useLiveView } from '../../store/selectors';
import { ShortcutHelpButton } from '../a11y/ShortcutHelp';
import { useCardNames } from '../common/use-card-names';

export function Controls() {
  const { t } = useTranslation();
  const actions = useLegalActions();
  const view = useLiveView();
  const names = useCardNames();
  const dispatch = useStacklab((s) => s.dispatch);
  const undo = useStacklab((s) => s.undo);
  const redo = useStacklab((s) => s.redo);
  const reset = useStacklab((s) => s.reset);
  const canUndo = useStacklab(selectCanUndo);
  const canRedo = useStacklab(selectCanRedo);
  const pass = canDo(actions, 'pass');
  const resolve = canDo(actions, 'resolve');
  const advance = canDo(actions, 'advance');
  // The app answers like a reasonable player (a drain at an opponent…), not with the first legal option.
  const auto = view.pending && canDo(actions, 'auto') ? ({ type: 'auto', policy: 'sensible' } as const) : undefined;
  const run = (action: typeof pass) => {
    if (action) dispatch(action);
  };
  return (
    // While a player answers a choice, only "answer automatically" and the history can be used: docked on a narrow
    // screen, the controls then keep just those, on one line, and leave the room to the choice (controls-choosing.css).
    <section className="panel controls" aria-label={t('common:controls.title')} data-choosing={view.pending ? '' : undefined}>
      <h2 className="panel-title">{t('common:controls.title')}</h2>
      {view.pending ? (
        <p className="controls-who">{t('table:choice.who', { player: names.player(view.pending.player) })}</p>
      ) : (
        view.priority && <p className="controls-who">{t('common:turn.priority', { player: names.player(view.priority) })}</p>
      )}
      <div className="control-grid">
        <button type="button" className="primary" disabled={!pass} title={t('common:controls.passHint')} onClick={() => run(pass)}>
          {t('common:controls.pass')}
        </button>
        <button type="button" className="primary" disabled={!resolve} title={t('common:controls.resolveHint')} onClick={() => run(resolve)}>
          {t('common:controls.resolve')}
        </button>
        <button type="button" disabled={!advance} title={t('common:controls.nextHint')} onClick={() => run(advance)}>
          {t('common:controls.next')}
        </button>
        <button type="button" disabled={!auto} title={t('common:controls.autoHint')} onClick={() => run(auto)}>
          {t('common:controls.auto')}
        </button>
      </div>
      <div className="history-buttons" role="group" aria-label={t('common:controls.history')}>
        <button type="button" disabled={!canUndo} title={t('common:controls.undo')} onClick={undo}>
          <span aria-hidden="true">↶ </span>
          <span className="button-label">{t('common:controls.undo')}</span>
        </button>
        <button type="button" disabled={!canRedo} title={t('common:controls.redo')} onClick={redo}>
          <span aria-hidden="true">↷ </span>
          <span className="button-label">{t('common:controls.redo')}</span>
        </button>
        <button type="button" title={t('common:controls.resetHint')} onClick={reset}>
          <span aria-hidden="true">⟲ </span>
          <span className="button-label">{t('common:controls.reset')}</span>
        </button>
      </div>
      <ShortcutHelpButton />
    </section>
  );
}
