// "Leave this board?": the question the table asks before another board replaces one on which actions were
// played. `askToLeave` shows it (LeaveBoardDialog.tsx renders it) and resolves with the learner's answer, so a
// caller writes `if ((await askToLeave(…)) !== 'stay') go()`. One question at a time: a new one answers the
// one still open with 'stay'. The focus goes back to the control that asked once the question is answered.
import { create } from 'zustand';

export type LeaveChoice = 'stay' | 'leave' | 'save';

export interface LeaveQuestion {
  /** The actions played on this board (all lost if it is left). */
  count: number;
  /** The name "save it first, then leave" keeps the board under among the named boards; null: not offered. */
  saveAs: string | null;
}

/** Anything that can take the focus back: an element of the page (an `HTMLElement`). */
export interface Focusable {
  isConnected: boolean;
  focus: () => void;
}

interface Pending extends LeaveQuestion {
  opener: Focusable | null;
  resolve: (choice: LeaveChoice) => void;
}

interface LeaveBoardStore {
  question: Pending | null;
  ask: (question: LeaveQuestion, opener: Focusable | null) => Promise<LeaveChoice>;
  answer: (choice: LeaveChoice) => void;
}

export const useLeaveBoardQuestion = create<LeaveBoardStore>()((set, get) => ({
  question: null,
  ask: (question, opener) =>
    new Promise<LeaveChoice>((resolve) => {
      get().question?.resolve('stay');
      set({ question: { count: question.count, saveAs: question.saveAs, opener, resolve } });
    }),
  answer: (choice) => {
    const pending = get().question;
    if (!pending) return;
    set({ question: null });
    // The opener may have been re-rendered away: then the focus stays where the browser puts it.
    if (pending.opener?.isConnected) pending.opener.focus();
    pending.resolve(choice);
  },
}));

/** Asks whether to leave this board, giving the focus back to `opener` (by default what has it now) afterwards. */
export function askToLeave(question: LeaveQuestion, opener: Focusable | null = currentFocus()): Promise<LeaveChoice> {
  return useLeaveBoardQuestion.getState().ask(question, opener);
}

function currentFocus(): Focusable | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
