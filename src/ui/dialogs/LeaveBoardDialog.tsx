// "Leave this board?" as a modal alert dialog in the table's style (the question is in leave-board-store.ts):
// titled by its question, described by what would be lost, the focus on the safe choice (Stay), Tab kept inside,
// Escape = Stay; the focus goes back to the control that asked. Mounted once by the table.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveBoardQuestion, type LeaveChoice } from './leave-board-store';
import { whenStillClosed } from '../common/dialog-close';

export function LeaveBoardDialog() {
  const { t } = useTranslation();
  const question = useLeaveBoardQuestion((s) => s.question);
  const answer = useLeaveBoardQuestion((s) => s.answer);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d || !question) return;
    if (!d.open) d.showModal();
    stay.current?.focus();
  }, [question]);

  if (!question) return null;
  const choose = (choice: LeaveChoice) => {
    // Closed first, so that the page is no longer inert when the focus goes back to the opener.
    dialog.current?.close();
    answer(choice);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // The table's shortcuts don't act behind the question (the board stays as it was while it asks).
    e.stopPropagation();
    if (e.key !== 'Tab') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="leave-board-dialog"
      aria-labelledby="leave-board-title"
      aria-describedby="leave-board-lost"
      onKeyDown={onKeyDown}
      // Escape closes the dialog natively: that is Stay; not the answer to a new question asked by then.
      onClose={whenStillClosed(dialog, () => {
        if (useLeaveBoardQuestion.getState().question) answer('stay');
      })}
    >
      <h2 id="leave-board-title">{t('table:leaveBoard.title')}</h2>
      <p id="leave-board-lost">{t('table:leaveBoard.lost', { count: question.count })}</p>
      {question.saveAs !== null && <p className="leave-board-note">{t('table:leaveBoard.saveNote', { boards: t('share:boards.open'), name: question.saveAs })}</p>}
      <div className="leave-board-buttons">
        <button type="button" ref={stay} className="leave-board-stay" onClick={() => choose('stay')}>
          {t('table:leaveBoard.stay')}
        </button>
        {question.saveAs !== null && (
          <button type="button" className="leave-board-save" onClick={() => choose('save')}>
            {t('table:leaveBoard.save')}
          </button>
        )}
        <button type="button" className="leave-board-leave" onClick={() => choose('leave')}>
          {t('table:leaveBoard.leave')}
        </button>
      </div>
    </dialog>
  );
}
