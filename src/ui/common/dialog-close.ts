// A <dialog> closed by Escape is closed at once, but its `close` event comes a task later. Under load, a click
// handled in between may already have opened the dialog again (another card's detail, a new question): that late
// event is not about what the dialog shows now.

/** A `close` handler that runs `then` only if the dialog is still closed when the event comes. */
export function whenStillClosed(dialog: { readonly current: HTMLDialogElement | null }, then: () => void): () => void {
  return () => {
    if (!dialog.current?.open) then();
  };
}
