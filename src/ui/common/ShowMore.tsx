// Long lists (the stack, the waiting triggers, the log, the order choice) show a first slice and a button for
// the next one, so a board with a thousand triggers stays a page of normal length; short lists show whole.
import { useState } from 'react';
import { useTexts } from '../../i18n/use-t';

/**
 * A long list shows its first `LIST_FIRST` items (a window's worth of stack items or order rows beside a pending
 * choice), then `LIST_STEP` more at each press. Every row shown is work when the list appears: a Wrath's order
 * choice, or a step back in time to it, mounts the order list's rows and the waiting abilities' at once, and lays
 * out and paints them in the same frame (npm run bench:ui, cases (b), (c) and (d); five rows instead of ten took
 * some 8 ms at 4× CPU off a step back from the stack of 1,000, in Chrome traces taken in turn).
 */
export const LIST_FIRST = 5;
export const LIST_STEP = 10;
/** A list this short is shown whole: a button for a few more items would only be in the way. */
const SHORT_LIST = 20;

/** How many items to show now, and a function that shows `step` more (a list of its own step starts with one). */
export function useShownCount(total: number, step = LIST_STEP, first = step === LIST_STEP ? LIST_FIRST : step): [number, () => void] {
  const [shown, setShown] = useState(first);
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
