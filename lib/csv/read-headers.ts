import type { ByteSource } from "./byte-source";
import type { TextEncodingChoice } from "./decode-text";
import { scanCsv } from "./scan-csv";

/** Reads only as far as the header line, so a screen can offer the columns of a large file at once. */
export async function readCsvHeaders(
  source: ByteSource,
  options: { skipLines?: number; encoding?: TextEncodingChoice; missingHeaderMessage?: string } = {},
): Promise<string[]> {
  const { headers } = await scanCsv(source, { ...options, headerOnly: true });
  return headers;
}
