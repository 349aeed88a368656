import { useEffect, type RefObject } from 'react';

// A <dialog> closed by Escape is closed at once, but its `close` event comes a task later. Under load, a click
// handled in between may already have opened the dialog again (another card's detail, a new question): that late
// event is not about what the dialog shows now.

/** A `close` handler that runs `then` only if the dialog is still closed when the event comes. */
export function whenStillClosed(dialog: { readonly current: HTMLDialogElement | null }, then: () => void): () => void {
  return () => {
    if (!dialog.current?.open) then();
  };
}

/**
 * A modal dialog rendered while its opener says so: shown when mounted and again at each new `request` (its opener
 * clicked once more), closed when unmounted. Clicked between Escape and the late `close` event, the opener finds
 * the dialog still mounted: the new request shows it again, and the late event, wrapped in `whenStillClosed`,
 * no longer unmounts it.
 */
export function useShownModal(dialog: RefObject<HTMLDialogElement | null>, request: number): void {
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, [dialog, request]);
  useEffect(() => {
    const el = dialog.current;
    return () => el?.close();
  }, [dialog]);
}
