// CSV limits (issue 25): (a) each CSV tool route on the largest input it accepts (a file at the upload limit,
// 200 MB), with the server's peak memory and the time; (b) five users uploading such a file at once to one route
// while a sixth user's light request is timed, with the server's peak memory. The README's memory table is this.
//
//   flock /tmp/e54-next.lock npm run bench -- csv-limits          (builds when .next/BUILD_ID is missing)
//   CSV_LIMITS_MB=20 npm run bench -- csv-limits                  (a quick try at a tenth of the size)
//   BENCH_SMOKE=1 npm run bench -- csv-limits                     (1 MB files; every answer must be a 200)
// CSV_POOL_SIZE / CSV_QUEUE_MAX set for the bench reach the server (the pool's bounds).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { uploadForm, peakRssDuring, type CsvForm, type UploadAnswer } from "./helpers/csv-upload-client";
import { generateInventoryFiles } from "./helpers/generate-inventory-csv";
import { generateSalesCsv } from "./helpers/generate-sales-csv";
import { MAX_CONV_ROWS } from "@/lib/inv-bal/comparison-limits";
import { percentile } from "./helpers/median";
import { bearerToken, ensureProductionBuild, startNextServer, stop } from "./helpers/next-server";
import { benchSmoke } from "./helpers/smoke";
import type { BenchResult } from "./run";

export const smoke = true;

const MB = 1024 * 1024;
const SCALE_MB = benchSmoke() ? 2 : Number(process.env.CSV_LIMITS_MB ?? 200);
const USERS = 5;
// Bytes a row of each generator takes, about: enough to size a file near the limit without reading it back.
const SALES_ROW_BYTES = 101;
const INVENTORY_ROW_BYTES = 62;

type Tool = { label: string; route: string; form: CsvForm; accept?: string };

function tools(sales: string, conv: string, eds: string): Tool[] {
  const file = { file: sales };
  const ops = { skiprows: "0", removeCommas: "true", removeDollars: "true", upperColumn: "Description" };
  return [
    {
      label: "PDW preview",
      route: "/api/csv/preview",
      form: { fields: { skiprows: "0", page: "1", rowsPerPage: "20" }, files: file },
    },
    { label: "PDW process preview", route: "/api/csv/process-preview", form: { fields: ops, files: file } },
    {
      label: "PDW download (text/csv)",
      route: "/api/csv/download-processed",
      form: { fields: { ...ops, filename: "out" }, files: file },
      accept: "text/csv",
    },
    {
      label: "Duplicate finder",
      route: "/api/csv/duplicates",
      form: { fields: { headerRow: "1", column: "ProductSKU" }, files: file },
    },
    {
      label: "Value count",
      route: "/api/csv/value-counts",
      form: { fields: { headerRow: "1", column: "ProductSKU" }, files: file },
    },
    { label: "Comma remover", route: "/api/csv/remove-commas", form: { fields: { filename: "out" }, files: file } },
    {
      label: "Monthly sales feed",
      route: "/api/monthly-feed",
      form: { fields: { mergeLines: "true", filename: "feed" }, files: file },
    },
    {
      label: "File comparison (two files)",
      route: "/api/compare-inv-bal",
      form: { fields: { eds_part_col: "ESC.PN", value_col: "OH-TOTAL" }, files: { conv_file: conv, eds_file: eds } },
    },
  ];
}

const mb = (n: number) => (n / MB).toFixed(0);
const outcome = (a: UploadAnswer) =>
  a.error ? `${a.status}: ${a.error.slice(0, 90)}` : `${a.status} (${mb(a.answerBytes)} MB answer)`;

export default async function bench(): Promise<BenchResult[]> {
  await ensureProductionBuild();
  const dir = path.join(tmpdir(), `e54-bench-csv-limits-${SCALE_MB}`);
  await mkdir(dir, { recursive: true });
  const sales = path.join(dir, "sales.csv");
  const [conv, eds] = [path.join(dir, "conv.csv"), path.join(dir, "eds.csv")];
  // Just under the limit: the multipart form's own bytes count too.
  const salesBytes = await generateSalesCsv(sales, Math.floor(((SCALE_MB - 1) * MB) / SALES_ROW_BYTES));
  // The comparison's own bound comes before the upload limit: it holds at most MAX_CONV_ROWS CONV rows.
  await generateInventoryFiles(
    conv,
    eds,
    Math.min(MAX_CONV_ROWS, Math.floor(((SCALE_MB - 1) * MB) / INVENTORY_ROW_BYTES)),
  );

  // The files are kept for the next run (they take a while to write); the database is new each time.
  const pgliteDir = await mkdtemp(path.join(tmpdir(), "e54-bench-csv-limits-db-"));
  const db = await openDb({ pgliteDir });
  await seedDemo(db.db);
  await db.close();
  const { server, origin } = await startNextServer({ pgliteDir });
  try {
    const token = await bearerToken(origin, { email: "admin@example.com", password: "admin1234" });
    const pid = server.pid!;
    const rows: (string | number)[][] = [];
    for (const tool of tools(sales, conv, eds)) {
      const { result, peak, before } = await peakRssDuring(pid, () =>
        uploadForm(origin, tool.route, token, tool.form, tool.accept),
      );
      rows.push([tool.label, tool.route, outcome(result), (result.ms / 1000).toFixed(1), mb(before), mb(peak)]);
      if (benchSmoke() && result.status !== 200) throw new Error(`${tool.label}: ${outcome(result)}`);
    }

    // (b) five at once to the PDW download (it reads and writes the whole file), and a light request meanwhile.
    const heavy = tools(sales, conv, eds)[2];
    const light: number[] = [];
    let uploading = true;
    const {
      result: answers,
      peak,
      before,
    } = await peakRssDuring(pid, async () => {
      const others = (async () => {
        while (uploading) {
          const started = performance.now();
          await (await fetch(`${origin}/api/menus`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
          light.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const all = await Promise.all(
        Array.from({ length: USERS }, () => uploadForm(origin, heavy.route, token, heavy.form, heavy.accept)),
      );
      uploading = false;
      await others;
      return all;
    });
    const statuses = [...new Set(answers.map((a) => a.status))].join(", ");
    if (benchSmoke() && statuses !== "200") throw new Error(`${USERS} users at once: answers ${statuses}`);
    const longest = Math.max(...answers.map((a) => a.ms)) / 1000;
    return [
      {
        title: `Each CSV tool on its largest input: a ${mb(salesBytes)} MB sales file (next start, one request at a time)`,
        columns: ["tool", "route", "answer", "seconds", "server MB before", "server peak MB"],
        rows,
        notes: [
          "Memory is the server's resident set (its process tree), sampled every 25 ms. The file comparison gets two inventory files at its own bound (1,000,000 CONV rows, or the upload limit if smaller).",
        ],
      },
      {
        title: `${USERS} users uploading a ${mb(salesBytes)} MB file at once to ${heavy.route}, another user's GET /api/menus meanwhile`,
        columns: [
          "answers",
          "slowest upload s",
          "server MB before",
          "server peak MB",
          "light requests",
          "their p50 ms",
          "their p99 ms",
          "their max ms",
        ],
        rows: [
          [
            statuses,
            longest.toFixed(1),
            mb(before),
            mb(peak),
            light.length,
            percentile(light, 0.5).toFixed(0),
            percentile(light, 0.99).toFixed(0),
            Math.max(...light).toFixed(0),
          ],
        ],
        notes: [
          `Pool: CSV_POOL_SIZE=${process.env.CSV_POOL_SIZE ?? "2 (default)"}, CSV_QUEUE_MAX=${process.env.CSV_QUEUE_MAX ?? "8 (default)"}. Aim (issue 25): peak under 2 GB, the light request under 1 s at p99.`,
        ],
      },
    ];
  } finally {
    await stop(server);
    await rm(pgliteDir, { recursive: true, force: true });
  }
}
