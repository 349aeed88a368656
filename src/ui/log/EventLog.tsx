// The event log, newest last; every line is re-translated when the language changes.
import { useDeferredValue, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { afterPaint } from '../common/after-paint';
import { useDisplayedLogLength } from '../../store/playback-store';
import { useStableNames } from '../common/use-names';
import { LogLine } from './LogLine';
import { useRovingZone } from '../a11y/use-roving-zone';
import { ShowMore, useShownCount } from '../common/ShowMore';

/** The log shows its newest entries, this many more at each press. */
const LOG_STEP = 100;

export function EventLog() {
  const { t } = useTranslation();
  // The log follows a frame later, in a render React may interrupt: an action that adds a thousand lines paints
  // its result (the stack, the choice) first.
  const whole = useDeferredValue(useStacklab((s) => s.log));
  // While an earlier moment is shown, the lines written after it are not shown yet (deferred with the log: a step
  // back in time paints the board first).
  const shownLength = useDeferredValue(useDisplayedLogLength());
  const length = Math.min(shownLength, whole.length);
  const names = useStableNames();
  const list = useRef<HTMLOListElement>(null);
  const [shown, more] = useShownCount(length, LOG_STEP);
  const first = length - shown;
  // The lines, made again only when the (deferred) log does: the click of a step in time renders the log at once
  // with its old lines, and a hundred of them need not be compared one by one to find nothing changed.
  const lines = useMemo(
    () => whole.slice(first, length).map((entry, i) => <LogLine key={first + i} entry={entry} names={names} index={first + i} />),
    [whole, first, length, names],
  );
  const zoneRef = useRovingZone<HTMLElement>();
  // Scrolled to the newest line once the action's result is painted: measuring the list forces a layout, which an
  // effect of a click would otherwise do before that first paint.
  useEffect(
    () =>
      afterPaint(() => {
        const el = list.current;
        if (el) el.scrollTop = el.scrollHeight;
      }),
    [length],
  );
  return (
    <section ref={zoneRef} className="panel event-log" aria-label={t('common:log.title')}>
      <h2 className="panel-title">{t('common:log.title')}</h2>
      {length === 0 ? (
        <p className="zone-empty">{t('common:log.empty')}</p>
      ) : (
        <>
          <ShowMore hidden={first} step={LOG_STEP} onMore={more} earlier />
          <ol
            className="log-list"
            ref={list}
            tabIndex={0}
            aria-label={t('common:log.title')}
            start={first + 1}
            // The numbers sit in each line's left padding: it grows with the widest number (1,000 lines need 4 digits).
            style={{ '--log-digits': String(length).length } as CSSProperties}
          >
            {lines}
          </ol>
        </>
      )}
    </section>
  );
}
