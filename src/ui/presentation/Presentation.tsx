// Presentation mode for a projector: a button and a key (F) toggle it, Escape leaves it. The table's root gets
// the `presenting` class (presentation.css: large type, the lesson or sandbox panel hidden); the arrow keys and
// Page Up/Down (what a presenter remote sends) step through the inner moments, across actions; the log shrinks
// to its last few lines with their rules; the object the latest shown line names is outlined; L shows each
// card's name in the other language under its name.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { useDisplayedLogLength, usePlayback } from '../../store/playback-store';
import { useShortcut } from '../a11y/shortcuts';
import { useStableNames } from '../common/use-names';
import { LogLine } from '../log/LogLine';
import { usePresentation } from './presentation-store';

/** How many of the latest log lines presentation mode shows. */
export const PRESENTED_LINES = 3;

const ROOT_CLASS = 'presenting';
const HIGHLIGHT = 'data-presented';

export function Presentation() {
  const on = usePresentation((s) => s.on);
  const toggle = usePresentation((s) => s.toggle);
  useShortcut({ id: 'presentation', keys: [{ key: 'f' }], label: 'table:presentation.shortcut', order: 95, run: () => (toggle(), true) });
  useEffect(() => {
    document.documentElement.classList.toggle(ROOT_CLASS, on);
    return () => document.documentElement.classList.remove(ROOT_CLASS);
  }, [on]);
  // Leaving the table (another page) leaves presentation mode.
  useEffect(() => () => usePresentation.getState().leave(), []);
  // Presenting, the way out is shown with the last lines (PresentationLog), above the controls.
  if (on) return null;
  return <PresentationToggle />;
}

function PresentationToggle() {
  const { t } = useTranslation();
  const on = usePresentation((s) => s.on);
  const toggle = usePresentation((s) => s.toggle);
  // The button pressed goes away (the way out sits with the last lines while presenting, the way in with the
  // controls otherwise): the focus goes to the one that takes its place, not to the page.
  const pressed = () => {
    toggle();
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.presentation-toggle')?.focus());
  };
  return (
    <button type="button" className="presentation-toggle" aria-pressed={on} onClick={pressed}>
      {t(on ? 'table:presentation.leave' : 'table:presentation.enter')}
    </button>
  );
}

/**
 * While presenting: the way out and the last few lines, placed above the controls (which stick to the window's
 * foot) so that a projector shows them without scrolling.
 */
export function PresentationLog() {
  const on = usePresentation((s) => s.on);
  if (!on) return null;
  return (
    <>
      <PresentationToggle />
      <Presenting />
    </>
  );
}

function Presenting() {
  const { t } = useTranslation();
  const bilingual = usePresentation((s) => s.bilingual);
  const step = (forward: boolean) => () => {
    const p = usePlayback.getState();
    const before = p.cursor;
    if (forward) p.next();
    else p.previous();
    return usePlayback.getState().cursor !== before;
  };
  // Escape closes an open dialog or menu first, as it always does.
  const leave = () => {
    if (document.activeElement?.closest('dialog, [role="menu"]') || document.querySelector('dialog[open]')) return false;
    usePresentation.getState().leave();
    return true;
  };
  useShortcut({ id: 'presentation-next', keys: [{ key: 'ArrowRight' }, { key: 'PageDown' }], label: 'table:presentation.next', order: 96, run: step(true) });
  useShortcut({ id: 'presentation-previous', keys: [{ key: 'ArrowLeft' }, { key: 'PageUp' }], label: 'table:presentation.previous', order: 97, run: step(false) });
  useShortcut({ id: 'presentation-names', keys: [{ key: 'l' }], label: 'table:presentation.names', order: 98, run: () => (usePresentation.getState().toggleBilingual(), true) });
  useShortcut({ id: 'presentation-leave', keys: [{ key: 'Escape' }], label: 'table:presentation.leave', order: 99, run: leave });
  const whole = useStacklab((s) => s.log);
  const length = useDisplayedLogLength();
  const log = length < whole.length ? whole.slice(0, length) : whole;
  const first = Math.max(0, log.length - PRESENTED_LINES);
  const lines = useMemo(() => log.slice(first), [log, first]);
  const names = useStableNames();
  const cursor = usePlayback((p) => p.cursor);
  useEffect(() => {
    // The board and the stack have rendered the moment shown: mark what the newest line naming something shown
    // names (a permanent or a stack object by its id, else a player's life total).
    let marked: Element[] = [];
    for (const entry of [...lines].reverse()) {
      if (entry.object !== undefined) marked = [...document.querySelectorAll(`[data-object="${CSS.escape(entry.object)}"]`)];
      if (marked.length === 0 && entry.player !== undefined) marked = [...document.querySelectorAll(`[data-testid="life-${CSS.escape(entry.player)}"]`)];
      marked = marked.filter((el) => !el.closest('.event-log'));
      if (marked.length > 0) break;
    }
    for (const el of marked) el.setAttribute(HIGHLIGHT, '');
    return () => {
      for (const el of marked) el.removeAttribute(HIGHLIGHT);
    };
  }, [lines, cursor]);
  return (
    <section className="panel presentation-log" aria-label={t('table:presentation.log')}>
      <h2 className="panel-title">
        {t('table:presentation.log')} <span className="presentation-keys">{t(bilingual ? 'table:presentation.keysBilingual' : 'table:presentation.keys')}</span>
      </h2>
      {lines.length === 0 ? (
        <p className="zone-empty">{t('common:log.empty')}</p>
      ) : (
        <ol className="log-list" start={first + 1}>
          {lines.map((entry, i) => (
            <LogLine key={first + i} entry={entry} names={names} index={first + i} />
          ))}
        </ol>
      )}
    </section>
  );
}
