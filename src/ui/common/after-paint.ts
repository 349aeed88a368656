// Work for after the next paint: a measure or a scroll that would otherwise force a layout before the frame that
// shows an action's result. A timer set from an effect can run before that frame; one set from the frame's own
// animation callback runs after its paint.

/** Runs `work` after the next frame has been painted; returns a function that cancels it. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
