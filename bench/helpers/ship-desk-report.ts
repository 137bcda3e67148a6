// The ship-desk bench's tables: one portal's packages step by step, or two portals' side by side with the difference
// and how far the run's own scatter lets that difference be read.
import { percentile } from "./median";
import { seededRandom } from "./seeded-random";
import type { BenchResult } from "../run";

/** One package's times (ms): the loop, its waits on each service and on either, its steps, the freight after it. */
export type DeskSample = {
  total: number;
  erp: number;
  shippo: number;
  outside: number;
  open: number;
  rates: number;
  buy: number;
  freight: number;
};
/** One API call as the browser saw it, and the ERP/Shippo time inside it. */
export type DeskApiCall = { name: string; ms: number; upstream: number };
/** What one portal measured. */
export type DeskSide = { name: string; samples: DeskSample[]; apiCalls: DeskApiCall[] };

const at = percentile;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const sec = (ms: number) => (ms / 1000).toFixed(2);
const own = (x: DeskSample) => x.total - x.outside;
const met = (ok: boolean) => (ok ? "met" : "NOT met");

/** Per API route (the last 200 calls, past the warm-up): its median time and the ERP/Shippo share of it. */
function apiMedians(calls: DeskApiCall[]): Map<string, { ms: number; upstream: number }> {
  const measured = calls.slice(-200);
  const names = [...new Set(measured.map((c) => c.name))];
  return new Map(
    names.map((name) => {
      const mine = measured.filter((c) => c.name === name);
      return [
        name,
        {
          ms: at(
            mine.map((c) => c.ms),
            0.5,
          ),
          upstream: at(
            mine.map((c) => c.upstream),
            0.5,
          ),
        },
      ];
    }),
  );
}

/** The working tree alone: each step's median and p95, and its share of the time. */
export function aloneTable(side: DeskSide, erpMs: number, shippoMs: number): BenchResult {
  const { samples } = side;
  const totals = samples.map((x) => x.total);
  const s = (xs: number[]) => [sec(at(xs, 0.5)), sec(at(xs, 0.95))];
  const share = (xs: number[]) => `${((sum(xs) / sum(totals)) * 100).toFixed(0)} %`;
  const row = (label: string, pick: (x: DeskSample) => number, shareText?: string) => {
    const xs = samples.map(pick);
    return [label, ...s(xs), shareText ?? share(xs)];
  };
  const median = at(totals, 0.5);
  const ownMedian = at(samples.map(own), 0.5);
  const ratio =
    median /
    at(
      samples.map((x) => x.outside),
      0.5,
    );
  const apiRows = [...apiMedians(side.apiCalls)].map(([name, m]) => [
    `API ${name}: ${sec(m.ms)} s a call, ${sec(m.upstream)} s of it ERP/Shippo`,
    "",
    "",
    "",
  ]);
  return {
    title: `Shipping desk: ${samples.length} packages from scan to success dialog (s; ERP ${erpMs} ms, Shippo ${shippoMs} ms a call)`,
    columns: ["per package", "median", "p95", "share of the time"],
    rows: [
      row("scan to success dialog", (x) => x.total, "100 %"),
      row("waiting on the ERP", (x) => x.erp),
      row("waiting on Shippo", (x) => x.shippo),
      row("waiting on either (the floor the ERP and Shippo set)", (x) => x.outside),
      row("the portal's own time (server, browser, file storage)", own),
      row("step: scan to the package form with the invoice in", (x) => x.open),
      row("step: Enter to the rates", (x) => x.rates),
      row("step: arrow, Enter to the success dialog (the label)", (x) => x.buy),
      row("after it: the dialog to its freight posted by the server", (x) => x.freight, "(not in the loop)"),
      ...apiRows,
    ],
    notes: [
      `Aim: median under 2.5 s — ${met(median < 2500)}; the portal's own time under 0.5 s — ${met(ownMedian < 500)} (median).`,
      `Aim of the one-owner workflow (on a quiet machine): median within 1.3x of the floor — ${ratio.toFixed(2)}x, ${met(ratio <= 1.3)}; the portal's own time under 0.3 s — ${met(ownMedian < 300)} (median).`,
    ],
  };
}

/**
 * The difference a − b of a statistic, and its 95 % bootstrap interval: each side's packages drawn again with
 * replacement, 2,000 times (seeded, so a run's table is reproducible from its samples).
 */
function difference(a: number[], b: number[], stat: (xs: number[]) => number) {
  const random = seededRandom(38);
  const draw = (xs: number[]) => xs.map(() => xs[Math.floor(random() * xs.length)]);
  const diffs = Array.from({ length: 2000 }, () => stat(draw(a)) - stat(draw(b)));
  return { diff: stat(a) - stat(b), low: at(diffs, 0.025), high: at(diffs, 0.975) };
}

/** Two portals over the same stand-ins: each figure for both, the difference (a − b) and its 95 % interval. */
export function sideBySideTable(a: DeskSide, b: DeskSide, erpMs: number, shippoMs: number): BenchResult {
  const median = (xs: number[]) => at(xs, 0.5);
  const p90 = (xs: number[]) => at(xs, 0.9);
  const seen: string[] = [];
  const row = (label: string, pick: (x: DeskSample) => number, stat = median) => {
    const [xa, xb] = [a.samples.map(pick), b.samples.map(pick)];
    const d = difference(xa, xb, stat);
    const within = d.low <= 0 && d.high >= 0;
    if (!within) seen.push(label);
    const signed = (ms: number) => `${ms >= 0 ? "+" : "−"}${sec(Math.abs(ms))}`;
    return [label, sec(stat(xa)), sec(stat(xb)), `${signed(d.diff)} (${signed(d.low)} to ${signed(d.high)})`];
  };
  const [apiA, apiB] = [apiMedians(a.apiCalls), apiMedians(b.apiCalls)];
  const apiRows = [...new Set([...apiA.keys(), ...apiB.keys()])].map((name) => {
    const cell = (m?: { ms: number; upstream: number }) => (m ? `${sec(m.ms)} (${sec(m.upstream)})` : "—");
    return [`API ${name}: median a call (of it ERP/Shippo)`, cell(apiA.get(name)), cell(apiB.get(name)), ""];
  });
  const rows = [
    row("scan to success dialog, median", (x) => x.total),
    row("scan to success dialog, p90", (x) => x.total, p90),
    row("the portal's own time, median", own),
    row("waiting on the ERP, median", (x) => x.erp),
    row("waiting on Shippo, median", (x) => x.shippo),
    row("step: scan to the package form, median", (x) => x.open),
    row("step: Enter to the rates, median", (x) => x.rates),
    row("step: arrow, Enter to the success dialog, median", (x) => x.buy),
    row("after it: the freight posted by the server, median", (x) => x.freight),
  ];
  return {
    title: `Shipping desk side by side: ${a.samples.length} packages each from scan to success dialog (s; ERP ${erpMs} ms, Shippo ${shippoMs} ms a call)`,
    columns: ["per package", a.name, b.name, `difference ${a.name} − ${b.name} (95 % interval)`],
    rows: [...rows, ...apiRows],
    notes: [
      seen.length === 0
        ? "Every difference is within this run's noise (each 95 % interval holds 0)."
        : `Beyond this run's noise (the 95 % interval leaves out 0): ${seen.join("; ")}. The rest is within it.`,
      "The interval is a bootstrap of each side's packages: it reads the run's own scatter, not the machine's moods between runs; a second run is the check.",
      "Waiting counts every moment a call was in flight, also while the browser or the server worked beside it: a desk that calls a service in parallel (a check made as the order opens) moves time from its own column to waiting without being any faster. Weigh a change by the loop (scan to success dialog) first.",
    ],
  };
}
