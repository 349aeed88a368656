// Long lists (the stack, the waiting triggers, the log, the order choice) show a first slice and a button for
// the next one, so a board with a thousand triggers stays a page of normal length; short lists show whole.
import { useState } from 'react';
import { useTexts } from '../../i18n/use-t';

/**
 * A long list shows this many items at first (a screen or two of stack items or order rows), then this many more
 * at each press. Every row is work when the list appears: a Wrath's order choice, or a step back in time to it,
 * mounts them all at once (npm run bench:ui, cases (b) and (d)).
 */
export const LIST_STEP = 10;
/** A list this short is shown whole: a button for a few more items would only be in the way. */
const SHORT_LIST = 20;

/** How many items to show now, and a function that shows `step` more. */
export function useShownCount(total: number, step = LIST_STEP): [number, () => void] {
  const [shown, setShown] = useState(step);
  return [total <= SHORT_LIST ? total : Math.min(total, shown), () => setShown((n) => n + step)];
}

/** The "show more" button, or nothing when every item is shown. `earlier`: the hidden items are older ones (the log). */
export function ShowMore({ hidden, step = LIST_STEP, onMore, earlier = false }: { hidden: number; step?: number; onMore: () => void; earlier?: boolean }) {
  const { t } = useTexts();
  if (hidden <= 0) return null;
  return (
    <button type="button" className="show-more" onClick={onMore}>
      {t(earlier ? 'common:list.showEarlier' : 'common:list.showMore', { count: Math.min(step, hidden), hidden })}
    </button>
  );
}
