// The rewind timeline: the board as set up, each action played (and those undone, which can be redone), and
// the inner steps of the action being looked at. Any of them can be shown; stepping goes one moment at a time
// (also Alt+← / Alt+→); from the end of an earlier action the game can go on, after a warning, the later
// actions being undone (redoable until a new move).
import { memo, useState } from 'react';
import type { LogEntry } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { effectivePlayback, PLAYBACKS, usePlayback, type Playback } from '../../store/playback-store';
import { endOf, entriesOf, forkPoint, isLive, laterActions, momentsOf, type History } from '../../store/timeline';
import { useShortcut } from '../a11y/shortcuts';
import { ShowMore, useShownCount } from '../common/ShowMore';
import { useNames, useStableNames, type Names } from '../common/use-names';
import { useTexts, type Texts } from '../../i18n/use-t';
import { momentText } from './MomentCaption';
import { sentenceOf } from '../log/log-message';

const ACTIONS_STEP = 30;

/** The log line that says what an action was: its first one other than passing and priority. */
function namingEntry(entries: readonly LogEntry[]): LogEntry | null {
  return entries.find((e) => e.event !== 'passed' && e.event !== 'priority') ?? null;
}

/**
 * An action in words: its naming line, or its button (Resolve, Pass…) when it only passed priority. An undone
 * action's line is made afresh each time (logSentence keeps only lines of the game as played).
 */
function actionText(entry: LogEntry | null, type: string | undefined, texts: Pick<Texts, 't' | 'i18n'>, names: Names, undone = false): string {
  if (!entry && type && texts.i18n.exists(`common:controls.${type}`)) return texts.t(`common:controls.${type}`);
  // An action that has logged nothing yet: a teacher's move waits for what an Aura will enchant (CR 303.4f).
  if (!entry) return texts.t('table:timeline.waiting');
  if (entry && undone) return sentenceOf(entry, texts, names);
  return momentText(entry, texts, names);
}

/**
 * One action's button, named by its log line (or its control when it only passed priority). A row is rendered
 * again only when it changes (it becomes the one shown, or the language changes), not on every action: the
 * panel lists up to thirty of them.
 */
const ActionButton = memo(function ActionButton({ number, entry, type, current, onShow }: { number: number; entry: LogEntry | null; type: string | undefined; current: boolean; onShow: (i: number) => void }) {
  const text = actionText(entry, type, useTexts(), useStableNames());
  return (
    <button type="button" aria-current={current ? 'step' : undefined} onClick={() => onShow(number - 1)}>
      <span className="timeline-number">{number}.</span> {text}
    </button>
  );
});

/** Shows the end of action `i` (the store's function, the same on every render). */
const showAction = (i: number) => {
  const { moveTo } = usePlayback.getState();
  moveTo(endOf(useStacklab.getState() as History, i));
};

export function TimelinePanel() {
  const texts = useTexts();
  const { t } = texts;
  const names = useNames();
  const history = useStacklab((s) => s as History);
  const future = useStacklab((s) => s.future);
  const mode = useStacklab((s) => s.mode);
  const redo = useStacklab((s) => s.redo);
  const cursor = usePlayback((p) => p.cursor);
  const choice = usePlayback((p) => p.choice);
  const { moveTo, next, previous, forkAt, setChoice } = usePlayback.getState();
  const [confirming, setConfirming] = useState(false);
  const [shown, more] = useShownCount(history.past.length, ACTIONS_STEP);

  // Alt+← and Alt+→ move one moment wherever the focus is (the shortcuts registry: not while typing in a field,
  // and listed in the keyboard help).
  useShortcut({ id: 'timeline-back', keys: [{ key: 'ArrowLeft', alt: true }], label: 'table:timeline.shortcutBack', order: 60, run: () => (previous(), true) });
  useShortcut({ id: 'timeline-forward', keys: [{ key: 'ArrowRight', alt: true }], label: 'table:timeline.shortcutForward', order: 61, run: () => (next(), true) });

  const live = isLive(history, cursor);
  const viewed = live ? history.past.length - 1 : (cursor?.action ?? -1);
  const fork = forkPoint(history, cursor);
  const first = history.past.length - shown;
  const later = fork === null ? 0 : laterActions(history, fork);
  const setting = choice ?? effectivePlayback(null, mode, false);

  return (
    <section className="panel timeline-panel" aria-label={t('table:timeline.title')}>
      <h2 className="panel-title">
        {t('table:timeline.title')} <span className="count">{history.past.length}</span>
      </h2>
      <label className="timeline-setting">
        {t('table:timeline.setting')}{' '}
        <select value={setting} onChange={(e) => setChoice(e.target.value as Playback)}>
          {PLAYBACKS.map((p) => (
            <option key={p} value={p}>
              {t(`table:timeline.playbacks.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="timeline-buttons" role="group" aria-label={t('table:timeline.steps')}>
        <button type="button" onClick={previous} disabled={history.past.length === 0 || cursor?.action === -1}>
          <span aria-hidden="true">‹ </span>
          {t('table:timeline.stepBack')}
        </button>
        <button type="button" onClick={next} disabled={live}>
          {t('table:timeline.stepForward')}
          <span aria-hidden="true"> ›</span>
        </button>
        <button type="button" onClick={() => moveTo(null)} disabled={live}>
          {t('table:timeline.toLive')}
        </button>
      </div>
      <p className="panel-note keyboard-only">{t('table:timeline.keys')}</p>
      {fork !== null && !confirming && (
        <button type="button" className="timeline-fork" onClick={() => setConfirming(true)}>
          {t('table:timeline.fork')}
        </button>
      )}
      {fork !== null && confirming && (
        <div className="timeline-warning" role="alertdialog" aria-label={t('table:timeline.fork')} aria-describedby="timeline-warning-text">
          <p id="timeline-warning-text">{t('table:timeline.forkWarning', { count: later })}</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              setConfirming(false);
              forkAt(fork);
            }}
          >
            {t('table:timeline.forkConfirm', { count: later })}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('table:timeline.cancel')}
          </button>
        </div>
      )}
      <ShowMore hidden={first} step={ACTIONS_STEP} onMore={more} earlier />
      <ol className="timeline-list" aria-label={t('table:timeline.title')}>
        {first === 0 && (
          <li className={viewed === -1 ? 'is-current' : undefined}>
            <button type="button" aria-current={viewed === -1 ? 'step' : undefined} onClick={() => moveTo(endOf(history, -1))}>
              {t('table:timeline.start')}
            </button>
          </li>
        )}
        {history.past.slice(first).map((_, k) => {
          const i = first + k;
          const current = viewed === i;
          const moments = current && !live ? momentsOf(history, i) : null;
          return (
            <li key={i} className={current ? 'is-current' : undefined}>
              <ActionButton number={i + 1} entry={namingEntry(entriesOf(history, i))} type={history.past[i]?.action.type} current={current} onShow={showAction} />
              {moments && moments.length > 1 && (
                <ol className="timeline-moments" aria-label={t('table:timeline.momentsOf', { number: i + 1 })}>
                  {moments.map((m, j) => (
                    <li key={j}>
                      <button
                        type="button"
                        aria-current={cursor?.moment === j ? 'true' : undefined}
                        onClick={() => moveTo(j === moments.length - 1 ? endOf(history, i) : { action: i, moment: j })}
                      >
                        {momentText(m.entry, texts, names)}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
        {future.map((f, k) => (
          <li key={`future-${k}`} className="is-undone">
            <button
              type="button"
              onClick={() => {
                for (let n = 0; n <= k; n++) redo();
              }}
            >
              <span className="timeline-number">{history.past.length + k + 1}.</span> {t('table:timeline.undone', { what: actionText(namingEntry(f.log), f.action.type, texts, names, true) })}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
