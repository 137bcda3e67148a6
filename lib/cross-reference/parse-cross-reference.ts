import { ApiError } from "@/lib/errors/api-error";
import { CsvRecordParser } from "@/lib/csv/record-parser";

/** A company's stored cross-reference file that cannot be used: 422, the file named in the message. */
export class CrossReferenceFileError extends ApiError {
  constructor(message: string) {
    super({ code: "unprocessable", message });
    this.name = "CrossReferenceFileError";
  }
}

/**
 * Reads one cross-reference export (CLARIFICATIONS 38). Exports open with banner lines, so the header is the
 * first row whose first cell starts with `headerPrefix`; every later row maps its trimmed column 0 to its trimmed
 * column 1. A row with either side blank is skipped, and when an id appears twice the last row wins (a
 * re-export appends corrections).
 */
export function parseCrossReference(text: string, headerPrefix: string, fileName = headerPrefix): Map<string, string> {
  const map = new Map<string, string>();
  let headerSeen = false;
  const parser = new CsvRecordParser((fields) => {
    if (!headerSeen) {
      headerSeen = (fields[0] ?? "").trim().toUpperCase().startsWith(headerPrefix);
      return;
    }
    const from = (fields[0] ?? "").trim();
    const to = (fields[1] ?? "").trim();
    if (from && to) map.set(from, to);
  });
  parser.push(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  parser.finish();
  if (!headerSeen) {
    throw new CrossReferenceFileError(
      `The cross-reference file ${fileName} has no header row starting with ${headerPrefix}.`,
    );
  }
  return map;
}
