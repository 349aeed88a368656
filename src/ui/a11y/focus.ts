// Where the keyboard's focus goes on the table: the pending choice's first answer, else the controls.
const ANSWER = 'button:not(:disabled):not(.rule-ref), input:not(:disabled), select:not(:disabled)';

/** The first control that answers the pending choice (not a rule number in its prompt). */
export function choiceAnswer(): HTMLElement | null {
  // Not a choice of a moment in the past, shown as a record (its answers are inert).
  return document.querySelector<HTMLElement>(`.choice-panel:not(.in-the-past) :is(${ANSWER})`);
}

/** Focuses the pending choice's first answer; false when no choice is shown. */
export function focusChoice(): boolean {
  const answer = choiceAnswer();
  answer?.focus();
  return answer !== null;
}

/**
 * When a button had the focus and has been disabled since, inside a group of buttons (the timeline's « Step back »
 * at the first moment, « Step forward » at the last), focuses its nearest enabled neighbour in that group, the next
 * one first: a keyboard user stepping through time stays among the steps. False when there is none.
 */
export function focusNeighbour(lost: Element | null): boolean {
  if (!(lost instanceof HTMLButtonElement) || !lost.isConnected || !lost.disabled) return false;
  const group = lost.closest('[role="group"]');
  if (!group) return false;
  const buttons = Array.from(group.querySelectorAll<HTMLButtonElement>('button'));
  const at = buttons.indexOf(lost);
  const neighbour = [...buttons.slice(at + 1), ...buttons.slice(0, at).reverse()].find((b) => !b.disabled);
  neighbour?.focus();
  return neighbour !== undefined;
}

/** Focuses the first enabled button of the controls (Pass, Resolve, Next step…), else the choice. */
export function focusControls(): boolean {
  if (focusChoice()) return true;
  const button = document.querySelector<HTMLElement>('.controls button:not(:disabled)');
  button?.focus();
  return button !== null;
}

/** The board's first tab stop (a zone's current item). */
export function focusBoard(): boolean {
  const item = document.querySelector<HTMLElement>('.board [tabindex="0"], .board button:not(:disabled)');
  item?.focus();
  return item !== null;
}

/** Focus has been lost to the page (its element left the DOM or was disabled, or nothing had it). */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || active.matches(':disabled');
}
