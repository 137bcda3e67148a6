// lib/csv's scanCsv run the ways the tools run it: every row copied (projected rows share one array), with its line.
import type { ByteSource } from "@/lib/csv/byte-source";
import { scanCsv, type CsvScanOptions } from "@/lib/csv/scan-csv";
import type { RefRow } from "./reference-reader";

export type Accepted = {
  ok: true;
  headers: string[];
  headerLine: number;
  rows: (RefRow & { index: number })[];
  rowCount: number;
  totalLines: number;
};
export type Refused = { ok: false; error: unknown; status?: number; message: string; line?: number };
export type Answer<T> = ({ ok: true } & T) | Refused;

/** A thrown error as an answer: its status when it is an ApiError, and the line it names. */
export function refusedBy(error: unknown): Refused {
  const message = error instanceof Error ? error.message : String(error);
  const status = (error as { status?: unknown })?.status;
  const line = (error as { line?: unknown })?.line;
  const named = /\bLine (\d+)/.exec(message);
  return {
    ok: false,
    error,
    status: typeof status === "number" ? status : undefined,
    message,
    line: typeof line === "number" ? line : named ? Number(named[1]) : undefined,
  };
}

export async function ourScan(
  source: ByteSource,
  options: Pick<CsvScanOptions, "skipLines" | "encoding" | "columns" | "wantRow">,
): Promise<Accepted | Refused> {
  const rows: Accepted["rows"] = [];
  try {
    const scan = await scanCsv(source, {
      ...options,
      onRow: (fields, line, index) => void rows.push({ fields: [...fields], line, index }),
    });
    return {
      ok: true,
      headers: [...scan.headers],
      headerLine: scan.headerLine,
      rows,
      rowCount: scan.rowCount,
      totalLines: scan.totalLines,
    };
  } catch (error) {
    return refusedBy(error);
  }
}
