// POST /api/csv/download-processed – the whole file processed: csv_content, filename ({name}.csv), processed_rows;
// with `Accept: text/csv` the processed file itself, streamed (what the PDW screen asks for)
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/errors/api-error";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { pdwDownloadFormSchema } from "@/lib/data-tools/schemas";
import { fileResponse } from "@/lib/api/file-response";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

/**
 * The spec's JSON answer holds the whole file in one string; past this size it is refused and the file is to be
 * asked for as text/csv, so no upload ever becomes a 200 MB JSON string in the server's heap.
 */
const JSON_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values, scratch) => {
    const { file, ...options } = pdwDownloadFormSchema.parse(values);
    const processed = await processPdwFile(file, options, { output: scratch.output() });
    if (req.headers.get("accept")?.includes("text/csv")) {
      const res = fileResponse(processed.content, processed.filename);
      res.headers.set("x-processed-rows", String(processed.processed_rows));
      return res;
    }
    if (processed.content.size > JSON_ANSWER_MAX_BYTES) {
      throw new ApiError({
        code: "payload_too_large",
        message: "This file is too large for a JSON answer. Ask for the processed file itself (Accept: text/csv).",
      });
    }
    return NextResponse.json({
      csv_content: await processed.content.text(),
      filename: processed.filename,
      processed_rows: processed.processed_rows,
      original_rows: processed.original_rows,
      processing_summary: processed.processing_summary,
    });
  }),
);
