import type { ByteSource } from "@/lib/csv/byte-source";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { outputFileName } from "@/lib/csv/file-names";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { TextSink } from "@/lib/csv/text-sink";

export type CommaFreeText = { filename: string; content: Blob; rows: number };

/**
 * The comma remover: every comma inside every cell (header included) is removed and the rows are written back as
 * comma-separated lines in a .txt file, so a system that splits lines on commas reads the right columns. A cell is
 * quoted only if it still needs it (a quote or a line break inside).
 */
export async function removeCommasToText(
  source: ByteSource,
  options: {
    filename: string;
    encoding?: TextEncodingChoice;
    onProgress?: ProgressCallback;
    /** Where the text is written: in memory unless the caller gives a file (the server does). */
    output?: TextSink;
  },
): Promise<CommaFreeText> {
  const out = options.output ?? new TextBlobBuilder();
  const write = (fields: string[]) => {
    for (let i = 0; i < fields.length; i++) if (fields[i].includes(",")) fields[i] = fields[i].replaceAll(",", "");
    out.append(serializeCsvRow(fields, "minimal") + "\n");
  };
  const scan = await scanCsv(source, {
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0, 1),
    onHeader: write,
    onRow: write,
  });
  return {
    filename: outputFileName(options.filename.replace(/\.csv$/i, ""), ".txt"),
    content: await out.build("text/plain;charset=utf-8"),
    rows: scan.rowCount,
  };
}
