// DuckDB reference of the csv-tools and inv-bal benches: the same work as lib/data-tools and lib/inv-bal, in SQL,
// reading and writing the same files (DuckDB uses both cores). A benchmark reference only (@duckdb/node-api is a
// development dependency); nothing in the app imports it.
// Usage: run-duckdb.ts duplicates|value-counts <input.csv> <column> <output.csv> [threads]
//        run-duckdb.ts inv-bal <conv.csv> <eds.csv> <output.csv> [threads]
// threads: DuckDB's worker threads (default: one a core), so it can also be compared on one core.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";

const [task, a, b, output, threads] = process.argv.slice(2);
const text = (s: string) => `'${s.replaceAll("'", "''")}'`;
const name = (s: string) => `"${s.replaceAll('"', '""')}"`;
// Every cell as text, as the tools read them; the sales file has a header on line 1.
const csv = (file: string, extra = "") =>
  `read_csv(${text(file)}, header = true, all_varchar = true, quote = '"', escape = '"'${extra})`;
// row_number() over the scan keeps file order (DuckDB preserves insertion order), which both outputs are sorted by.
const numbered = (file: string) => `SELECT *, row_number() OVER () AS __row FROM ${csv(file)}`;

const db = await DuckDBInstance.create(":memory:");
const sql = await db.connect();
if (threads) await sql.run(`SET threads = ${Number.parseInt(threads, 10)}`);
const started = performance.now();
let summary: Record<string, number>;

if (task === "duplicates") {
  const key = `trim(${name(b)})`;
  await sql.run(`CREATE TEMP TABLE t AS ${numbered(a)}`);
  const rows = await count(`COPY (
    WITH g AS (SELECT ${key} AS k, min(__row) AS first FROM t WHERE ${key} <> '' GROUP BY 1 HAVING count(*) > 1)
    SELECT t.* EXCLUDE (__row) FROM t JOIN g ON ${key} = g.k ORDER BY g.first, t.__row
  ) TO ${text(output)} (HEADER, FORCE_QUOTE *)`);
  summary = { rows };
} else if (task === "value-counts") {
  const key = `trim(${name(b)})`;
  const rows = await count(`COPY (
    SELECT ${key} AS "Value", count(*) AS "Count" FROM (${numbered(a)}) WHERE ${key} <> ''
    GROUP BY 1 ORDER BY "Count" DESC, min(__row)
  ) TO ${text(output)} (HEADER, FORCE_QUOTE *)`);
  summary = { rows };
} else if (task === "inv-bal") {
  // Column names on line 9. DuckDB reads windows-1252 only through its encodings extension, a download this
  // machine cannot make (and its latin-1 refuses the C1 bytes), so the files are transcoded to UTF-8 first, inside
  // the timed work.
  const inventory = async (file: string) => {
    const utf8 = `${output}.${path.basename(file)}.utf8`;
    await writeFile(utf8, new TextDecoder("windows-1252").decode(await readFile(file)));
    return csv(utf8, ", skip = 8");
  };
  const [convCsv, edsCsv] = await Promise.all([inventory(a), inventory(b)]);
  const decimal = "'^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$'";
  await sql.run(`CREATE TEMP TABLE joined AS
    WITH conv AS (SELECT "ECL_PN" AS conv_ecl, trim("ESC.PN") AS k, coalesce(trim("OH-TOTAL"), '') AS c, __row FROM (SELECT *, row_number() OVER () AS __row FROM ${convCsv})),
         eds AS (SELECT "ECL_PN" AS eds_ecl, trim("ECL_PN") AS k, coalesce(trim("OH-TOTAL"), '') AS e, __row FROM (SELECT *, row_number() OVER () AS __row FROM ${edsCsv})),
         -- A repeated part number pairs in file order, as lib/inv-bal does: the k-th EDS row with the k-th CONV row.
         convn AS (SELECT *, row_number() OVER (PARTITION BY k ORDER BY __row) AS occurrence FROM conv),
         edsn AS (SELECT *, row_number() OVER (PARTITION BY k ORDER BY __row) AS occurrence FROM eds)
    SELECT eds_ecl, conv_ecl, CASE
      WHEN c = e THEN 0
      WHEN c = '' OR e = '' THEN 1
      WHEN regexp_matches(c, ${decimal}) AND regexp_matches(e, ${decimal}) THEN CAST(c AS DOUBLE) - CAST(e AS DOUBLE)
      ELSE 1 END AS diff
    FROM edsn JOIN convn USING (k, occurrence) WHERE k <> ''`);
  await sql.run(
    `COPY (SELECT eds_ecl, conv_ecl, diff FROM joined WHERE diff <> 0) TO ${text(output)} (HEADER, FORCE_QUOTE *)`,
  );
  summary = {
    matched: await count("SELECT count(*) FROM joined"),
    unmatched: await count("SELECT count(*) FROM joined WHERE diff <> 0"),
  };
} else throw new Error(`unknown task ${task}`);

console.log(JSON.stringify({ ...summary, workSeconds: (performance.now() - started) / 1000 }));

/** The one number a query answers (COPY answers the rows it wrote). */
async function count(query: string): Promise<number> {
  const reader = await sql.runAndReadAll(query);
  return Number(reader.getRows()[0][0]);
}
