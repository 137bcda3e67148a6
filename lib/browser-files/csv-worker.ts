// The CSV tools' Web Worker: the same lib functions as the routes, run off the page's thread so a 100 MB file
// neither freezes the tab nor travels to the server.
import { ApiError } from "@/lib/errors/api-error";
import { countValues } from "@/lib/data-tools/count-values";
import { exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { previewPdwProcessing, processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { removeCommasToText } from "@/lib/data-tools/remove-commas";
import { convertMonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";
import type { CsvJobRequest, CsvWorkerMessage } from "./csv-worker-protocol";

const post = (message: CsvWorkerMessage) => (self as unknown as Worker).postMessage(message);
const onProgress = (value: number) => post({ type: "progress", value });

async function run(request: CsvJobRequest) {
  switch (request.job) {
    case "duplicates":
      return findDuplicates(request.input.file, { ...request.input, onProgress });
    case "duplicates-export":
      return exportDuplicatesCsv(request.input.file, { ...request.input, onProgress });
    case "value-counts":
      return countValues(request.input.file, { ...request.input, onProgress });
    case "remove-commas":
      return removeCommasToText(request.input.file, { filename: request.input.filename, onProgress });
    case "monthly-feed":
      return convertMonthlyFeed(request.input.file, { ...request.input, onProgress });
    case "pdw-preview":
      return previewCsvFile(request.input.file, { ...request.input, onProgress });
    case "pdw-process-preview":
      return previewPdwProcessing(request.input.file, request.input.options, { onProgress });
    case "pdw-download":
      return processPdwFile(request.input.file, request.input.options, { onProgress });
  }
}

self.onmessage = async (event: MessageEvent<CsvJobRequest>) => {
  try {
    post({ type: "done", output: await run(event.data) });
  } catch (err) {
    // A CsvInputError (400) or a tool's bound (ToolLimitError, 422): a message for the person, not a bug.
    const input = err instanceof ApiError && err.status < 500;
    post({ type: "error", input, message: err instanceof Error ? err.message : String(err) });
  }
};
