// The independent reader: DuckDB's read_csv with every option explicit (no sniffing), one in-memory database per
// process. It reads decoded text written to a temporary UTF-8 file and answers raw records (no header rules).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";

let opened: Promise<{ sql: DuckDBConnection; dir: string }> | null = null;

async function open() {
  const db = await DuckDBInstance.create(":memory:");
  return { sql: await db.connect(), dir: mkdtempSync(path.join(tmpdir(), "csv-fuzz-")) };
}

/**
 * The records of `text`, each padded with "" to `width` columns (the widest record), or DuckDB's error message.
 * - auto_detect=false, header=false, all_varchar: every cell as text, no type or dialect guessing;
 * - delim ',', quote and escape '"': RFC 4180 doubling, as ours;
 * - strict_mode=true: a quote followed by other text is an error, not data; parallel=false, which DuckDB needs to
 *   allow line breaks inside quoted values together with null_padding;
 * - null_padding=true pads short rows with NULL, allow_quoted_nulls=false keeps "" as an empty string, and NULL
 *   (an empty unquoted cell, or padding) is read back as "", which is what ours gives for both.
 * new_line is left to DuckDB: naming '\r\n' explicitly made it misread CRLF files (DuckDB 1.5.5).
 */
export async function duckdbRecords(text: string, width: number): Promise<string[][] | { error: string }> {
  opened ??= open();
  const { sql, dir } = await opened;
  const file = path.join(dir, "input.csv");
  writeFileSync(file, text);
  const columns = Array.from({ length: width }, (_, k) => `'c${k}': 'VARCHAR'`).join(", ");
  try {
    const reader = await sql.runAndReadAll(
      `SELECT * FROM read_csv('${file}', auto_detect = false, header = false, delim = ',', quote = '"', escape = '"', ` +
        `all_varchar = true, null_padding = true, allow_quoted_nulls = false, strict_mode = true, parallel = false, ` +
        `columns = {${columns}})`,
    );
    return reader.getRows().map((row) => row.map((v) => (v === null ? "" : String(v))));
  } catch (error) {
    return { error: (error as Error).message.split("\n")[0] };
  }
}

export async function closeDuckdb(): Promise<void> {
  if (!opened) return;
  const { sql, dir } = await opened;
  sql.closeSync();
  rmSync(dir, { recursive: true, force: true });
  opened = null;
}
