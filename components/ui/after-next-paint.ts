/**
 * Runs `task` in a task of its own after the next frame is painted, so that work an interaction
 * starts but need not show (an address, an inert page behind a menu) does not delay its answer.
 * Returns what cancels it, for an effect's cleanup.
 */
export function afterNextPaint(task: () => void): () => void {
  let afterPaint: number | undefined;
  const frame = requestAnimationFrame(() => {
    afterPaint = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterPaint);
  };
}
