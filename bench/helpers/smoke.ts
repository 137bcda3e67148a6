// Smoke mode (BENCH_SMOKE=1): every bench that has one runs once, on a small input, and still checks its answers,
// so CI runs it in seconds and a bench that no longer runs, or whose sides no longer agree, fails there. A bench
// says it has one by exporting `smoke = true` (bench/run.ts skips the others in smoke mode). A smoke run's figures
// mean nothing.
export const benchSmoke = (): boolean => process.env.BENCH_SMOKE === "1";

/** `full` in a real run, `small` in smoke mode: the size of a bench's input. */
export function smokeOr<T>(full: T, small: T): T {
  return benchSmoke() ? small : full;
}
