import { beforeEach, describe, expect, it } from 'vitest';
import { askToLeave, useLeaveBoardQuestion, type Focusable } from './leave-board-store';

function opener(connected = true) {
  const el = { isConnected: connected, focused: 0, focus: () => void el.focused++ };
  return el satisfies Focusable;
}

describe('the "leave this board?" question', () => {
  beforeEach(() => useLeaveBoardQuestion.setState({ question: null }));

  it('shows the question, then resolves with the answer and forgets it', async () => {
    const asked = askToLeave({ count: 3, saveAs: 'Wrath of God' }, null);
    expect(useLeaveBoardQuestion.getState().question).toMatchObject({ count: 3, saveAs: 'Wrath of God' });
    useLeaveBoardQuestion.getState().answer('leave');
    await expect(asked).resolves.toBe('leave');
    expect(useLeaveBoardQuestion.getState().question).toBeNull();
  });

  it.each(['stay', 'save'] as const)('resolves with %s', async (choice) => {
    const asked = askToLeave({ count: 1, saveAs: choice === 'save' ? 'Combat' : null }, null);
    useLeaveBoardQuestion.getState().answer(choice);
    await expect(asked).resolves.toBe(choice);
  });

  it('gives the focus back to the control that asked, if it is still on the page', async () => {
    const here = opener();
    const asked = askToLeave({ count: 2, saveAs: null }, here);
    expect(here.focused).toBe(0);
    useLeaveBoardQuestion.getState().answer('stay');
    await asked;
    expect(here.focused).toBe(1);

    const gone = opener(false);
    const again = askToLeave({ count: 2, saveAs: null }, gone);
    useLeaveBoardQuestion.getState().answer('leave');
    await again;
    expect(gone.focused).toBe(0);
  });

  it('a new question answers the one still open with "stay"', async () => {
    const first = askToLeave({ count: 1, saveAs: null }, null);
    const second = askToLeave({ count: 4, saveAs: null }, null);
    await expect(first).resolves.toBe('stay');
    expect(useLeaveBoardQuestion.getState().question?.count).toBe(4);
    useLeaveBoardQuestion.getState().answer('leave');
    await expect(second).resolves.toBe('leave');
  });

  it('an answer with no question open does nothing', () => {
    expect(() => useLeaveBoardQuestion.getState().answer('leave')).not.toThrow();
    expect(useLeaveBoardQuestion.getState().question).toBeNull();
  });
});
