// Smoke mode (BENCH_SMOKE=1): every bench runs once, on a small input, and still checks its answers and that no
// request failed, so CI runs it in seconds and a bench that no longer runs, or whose sides no longer agree, fails
// there. A bench says it has one by exporting `smoke = true` (bench/run.ts fails a bench without one in smoke
// mode). A smoke run's figures mean nothing.
export const benchSmoke = (): boolean => process.env.BENCH_SMOKE === "1";

/** `full` in a real run, `small` in smoke mode: the size of a bench's input. */
export function smokeOr<T>(full: T, small: T): T {
  return benchSmoke() ? small : full;
}

/** Columns that count what went wrong: in smoke mode each of their numbers must be 0 ("-", not counted, passes). */
const FAILURE_COLUMNS = new Set(["errors", "non-200", "non-2xx", "rows failed"]);

/** What a smoke run's table says went wrong: a request that failed is a bench that no longer runs. */
export function smokeFailures(result: { title: string; columns: string[]; rows: (string | number)[][] }): string[] {
  const watched = result.columns.flatMap((c, i) => (FAILURE_COLUMNS.has(c) ? [i] : []));
  return result.rows.flatMap((row) =>
    watched
      .filter((i) => row[i] !== undefined && !Number.isNaN(Number(row[i])) && Number(row[i]) !== 0)
      .map((i) => `${result.title}: ${row[0]} has ${result.columns[i]} ${row[i]}`),
  );
}
