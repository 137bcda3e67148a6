// Latencies and errors per kind of request, as the load bench's client records them and its table prints them.
// Pure (node:* free) so the lean client process can import it.
import { percentile } from "./median";

/** One kind of request: every request's time (ms, errors included) and its errors by what went wrong. */
export type KindRecord = { ms: number[]; errors: Record<string, number> };
export type LoadRecord = Record<string, KindRecord>;

/** Notes one request; `error` is what went wrong ("502", "timeout", …), absent when it answered as expected. */
export function recordRequest(record: LoadRecord, kind: string, ms: number, error?: string): void {
  const k = (record[kind] ??= { ms: [], errors: {} });
  k.ms.push(ms);
  if (error) k.errors[error] = (k.errors[error] ?? 0) + 1;
}

export type KindSummary = {
  kind: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorText: string;
};

/** "none", or each kind of error with its count, most frequent first: "502×3, timeout×1". */
export function errorText(errors: Record<string, number>): string {
  const entries = Object.entries(errors).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return entries.length === 0 ? "none" : entries.map(([what, n]) => `${what}×${n}`).join(", ");
}

function summarizeKind(kind: string, k: KindRecord, seconds: number): KindSummary {
  const errors = Object.values(k.errors).reduce((a, b) => a + b, 0);
  const at = (q: number) => (k.ms.length ? percentile(k.ms, q) : NaN);
  return {
    kind,
    requests: k.ms.length,
    perSecond: k.ms.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
    errorText: errorText(k.errors),
  };
}

/** One summary per kind (in the record's order), then "all requests" over every kind, for a run of `seconds`. */
export function summarizeLoad(record: LoadRecord, seconds: number): KindSummary[] {
  const all: KindRecord = { ms: [], errors: {} };
  for (const k of Object.values(record)) {
    all.ms = all.ms.concat(k.ms);
    for (const [what, n] of Object.entries(k.errors)) all.errors[what] = (all.errors[what] ?? 0) + n;
  }
  return [
    ...Object.entries(record).map(([kind, k]) => summarizeKind(kind, k, seconds)),
    summarizeKind("all requests", all, seconds),
  ];
}
