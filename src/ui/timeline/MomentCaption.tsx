// What a moment of an action is, in words: its log sentence, and for the moments this app exists to show (an
// ability triggering and waiting, going on the stack in APNAP order, a state-based action, priority) why, with
// the rule.
import type { LogEntry } from '../../engine';
import { momentKind } from '../../store/timeline';
import { RuleRef } from '../common/RuleRef';
import { useNames, type Names } from '../common/use-names';
import { useTexts, type Texts } from '../../i18n/use-t';
import { logSentence } from '../log/log-message';
import { useArrival } from './use-arrival';

const WHY_RULE = { triggered: '603.3', onStack: '603.3b', sba: '704.3', priority: '117.3' } as const;

/** A moment in words: its log sentence (made once, see logSentence), or the board as it was set up. */
export function momentText(entry: LogEntry | null, texts: Pick<Texts, 't' | 'i18n'>, names: Names): string {
  return entry ? logSentence(entry, texts, names) : texts.t('table:timeline.start');
}

export function useMomentText(): (entry: LogEntry | null) => string {
  const texts = useTexts();
  const names = useNames();
  return (entry) => momentText(entry, texts, names);
}

export function MomentCaption({ entry }: { entry: LogEntry | null }) {
  // The shared texts, not useTranslation(), which copies the i18next instance on every mount (a step in time mounts this).
  const { t } = useTexts();
  const text = useMomentText();
  const kind = momentKind(entry);
  const ref = useArrival<HTMLParagraphElement>();
  return (
    <p ref={ref} className="moment-caption">
      <span className="moment-what">{text(entry)}</span>
      {kind ? (
        <>
          {' '}
          <span className="moment-why">{t(`table:timeline.why.${kind}`)}</span> <RuleRef rule={WHY_RULE[kind]} />
        </>
      ) : (
        entry?.rule && (
          <>
            {' '}
            <RuleRef rule={entry.rule} />
          </>
        )
      )}
    </p>
  );
}
