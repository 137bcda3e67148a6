/** Called with a number from 0 to 1 while a long run goes on, so a screen can draw a progress bar. */
export type ProgressCallback = (fraction: number) => void;

/**
 * Maps the progress of one pass (bytes read of `total`) onto a slice [from, to] of the whole run, so a tool that
 * reads the file twice reports 0–0.5 then 0.5–1. Reports only when the value moved by at least 0.5 %, because the
 * callback may post a message to the main thread on every call.
 */
export function progressSlice(
  onProgress: ProgressCallback | undefined,
  from: number,
  to: number,
): (done: number, total: number) => void {
  if (!onProgress) return () => {};
  let last = -1;
  return (done, total) => {
    const within = total > 0 ? Math.min(1, done / total) : 1;
    const value = from + (to - from) * within;
    if (value - last >= 0.005 || (within === 1 && value !== last)) {
      last = value;
      onProgress(value);
    }
  };
}
