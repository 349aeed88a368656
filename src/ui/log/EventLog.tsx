// The event log, newest last; every line is re-translated when the language changes.
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { useNames } from '../common/use-names';
import { LogLine } from './LogLine';
import { useRovingZone } from '../a11y/use-roving-zone';
import { ShowMore, useShownCount } from '../common/ShowMore';

/** The log shows its newest entries, this many more at each press. */
const LOG_STEP = 100;

export function EventLog() {
  const { t } = useTranslation();
  const log = useStacklab((s) => s.log);
  const names = useNames();
  const list = useRef<HTMLOListElement>(null);
  const [shown, more] = useShownCount(log.length, LOG_STEP);
  const first = log.length - shown;
  const zoneRef = useRovingZone<HTMLElement>();
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section ref={zoneRef} className="panel event-log" aria-label={t('common:log.title')}>
      <h2 className="panel-title">{t('common:log.title')}</h2>
      {log.length === 0 ? (
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
            // The numbers sit in the list's left padding: it grows with the widest number (1,000 lines need 4 digits).
            style={{ '--log-digits': String(log.length).length } as CSSProperties}
          >
            {log.slice(first).map((entry, i) => (
              <LogLine key={first + i} entry={entry} names={names} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
