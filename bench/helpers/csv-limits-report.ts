// The CSV limits bench's tables: each tool's time and the server's peak memory, side by side when two builds ran
// (the medians of CSV_LIMITS_RUNS fresh servers a tool), and the five users at once.
import type { CsvTool } from "./csv-limit-tools";
import type { UploadAnswer } from "./csv-upload-client";
import { median, percentile } from "./median";
import type { BenchResult } from "../run";

export const USERS = 5;

/** A build to serve (the working tree's, or another commit's) on its own seeded PGlite folder. */
export type Side = { name: string; cwd: string; pgliteDir: string };
type Peak = { before: number; peak: number };
export type ToolRun = Peak & { answer: UploadAnswer };
/** One run of the five users on one side (`side`: its index in the sides). */
export type Crowd = Peak & { side: number; answers: UploadAnswer[]; light: number[] };

const MB = 1024 * 1024;
const mb = (n: number) => (n / MB).toFixed(0);
export const outcome = (a: UploadAnswer) =>
  a.error ? `${a.status}: ${a.error.slice(0, 90)}` : `${a.status} (${mb(a.answerBytes)} MB answer)`;

export function csvLimitsReport(r: {
  sides: Side[];
  tools: CsvTool[];
  /** runs[tool][side][repeat] */
  runs: ToolRun[][][];
  crowds: Crowd[];
  bytes: number;
  fresh: boolean;
  load: string;
}): BenchResult[] {
  const { sides, tools, runs, crowds, bytes, fresh } = r;
  const heavy = tools[2];
  const of = (side: Side) => (side.name ? ` (${side.name})` : "");
  const two = sides.length === 2;
  const repeats = runs[0][0].length;
  const perSide = ["seconds", "server MB before", "server peak MB", ...(repeats > 1 ? ["peaks MB"] : [])];
  const mid = (rs: ToolRun[], f: (t: ToolRun) => number) => median(rs.map(f));
  const peakOf = (rs: ToolRun[]) => mid(rs, (t) => t.peak);
  const toolTable: BenchResult = {
    title: `Each CSV tool on its largest input: a ${mb(bytes)} MB sales file (next start, one request at a time${fresh ? ", a fresh server per tool" : ""}${repeats > 1 ? `, medians of ${repeats}` : ""})`,
    columns: [
      "tool",
      "route",
      "answer",
      ...sides.flatMap((s) => perSide.map((c) => c + of(s))),
      ...(two ? [`peak MB, ${sides[0].name} − ${sides[1].name}`] : []),
    ],
    rows: tools.map((tool, i) => [
      tool.label,
      tool.route,
      [...new Set(runs[i].flat().map((t) => outcome(t.answer)))].join(" / "),
      ...runs[i].flatMap((rs) => [
        (mid(rs, (t) => t.answer.ms) / 1000).toFixed(1),
        mb(mid(rs, (t) => t.before)),
        mb(peakOf(rs)),
        ...(repeats > 1 ? [rs.map((t) => mb(t.peak)).join(", ")] : []),
      ]),
      ...(two ? [mb(peakOf(runs[i][0]) - peakOf(runs[i][1]))] : []),
    ]),
    notes: [
      "Memory is the server's resident set (its process tree), sampled every 25 ms. The file comparison gets two inventory files at its own bound (1,000,000 CONV rows, or the upload limit if smaller).",
      fresh
        ? `Each tool on a \`next start\` of its own, just started and signed in to${two ? "; the two builds take turns, tool by tool" : ""}.`
        : "One server for all tools in this order: a tool's peak includes what the tools before it left in the heap.",
      r.load,
    ],
  };
  return [
    // CSV_LIMITS_ONLY=crowd runs no tool on its own.
    ...(repeats > 0 ? [toolTable] : []),
    {
      title: `${USERS} users uploading a ${mb(bytes)} MB file at once to ${heavy.route}, another user's GET /api/menus meanwhile`,
      columns: [
        ...(two ? ["side"] : []),
        "answers",
        "slowest upload s",
        "server MB before",
        "server peak MB",
        "light requests",
        "their p50 ms",
        "their p99 ms",
        "their max ms",
      ],
      rows: crowds.map((c) => [
        ...(two ? [sides[c.side].name] : []),
        [...new Set(c.answers.map((a) => a.status))].join(", "),
        (Math.max(...c.answers.map((a) => a.ms)) / 1000).toFixed(1),
        mb(c.before),
        mb(c.peak),
        c.light.length,
        percentile(c.light, 0.5).toFixed(0),
        percentile(c.light, 0.99).toFixed(0),
        Math.max(...c.light).toFixed(0),
      ]),
      notes: [
        `Pool: CSV_POOL_SIZE=${process.env.CSV_POOL_SIZE ?? "2 (default)"}, CSV_QUEUE_MAX=${process.env.CSV_QUEUE_MAX ?? "8 (default)"}. Aim (issue 25): peak under 2 GB, the light request under 1 s at p99.`,
        ...(repeats > 0 ? [] : [r.load]),
      ],
    },
  ];
}
