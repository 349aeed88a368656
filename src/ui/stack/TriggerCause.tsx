// "triggered by Bob's Grizzly Bears": which event object made an ability trigger, and whose it was then.
import { useTexts } from '../../i18n/use-t';
import type { TriggerCause as Cause } from '../../engine';
import { useStableNames, type Names } from '../common/use-names';
import { causeCounts } from './order-groups';

/** At most this many distinct causes are named for a group; the rest are counted. */
const NAMED_CAUSES = 3;

type T = (key: string, options?: Record<string, unknown>) => string;

/** Phrases already made, by list of causes: a row's label and its text say the same phrase, render after render. */
const phrases = new WeakMap<readonly Cause[], { t: T; names: Names; text: string }[]>();

/** The causes of one or several triggers as one phrase ("100 × Alice's Plains and 3 × Bob's Forest"). */
export function causePhrase(t: T, names: Names, causes: readonly Cause[]): string {
  const made = phrases.get(causes);
  const found = made?.find((m) => m.t === t && m.names === names);
  if (found) return found.text;
  const text = phraseOf(t, names, causes);
  // A few (language, names) pairs at most: the page's and the announcements'.
  phrases.set(causes, [{ t, names, text }, ...(made ?? []).slice(0, 3)]);
  return text;
}

function phraseOf(t: T, names: Names, causes: readonly Cause[]): string {
  const counts = causeCounts(causes);
  const named = counts.slice(0, NAMED_CAUSES).map(({ card, controller, count }) => {
    const params = names.withOf({ card: names.card(card), player: names.player(controller) });
    return count === 1 && causes.length === 1 ? t('table:choice.order.causeOne', params) : t('table:choice.order.causeMany', { ...params, count });
  });
  const rest = counts.slice(NAMED_CAUSES).reduce((sum, c) => sum + c.count, 0);
  if (rest > 0) named.push(t('table:choice.order.causeMore', { count: rest }));
  return names.list(named);
}

export function TriggerCause({ cause }: { cause: Cause | null | undefined }) {
  return cause ? <TriggerCauses causes={[cause]} /> : null;
}

export function TriggerCauses({ causes }: { causes: readonly Cause[] }) {
  const { t } = useTexts();
  const names = useStableNames();
  if (causes.length === 0) return null;
  return <span className="trigger-cause">{t('table:choice.order.causedBy', { causes: causePhrase(t, names, causes) })}</span>;
}
