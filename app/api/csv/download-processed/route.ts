// POST /api/csv/download-processed – the whole file processed: csv_content, filename ({name}.csv), processed_rows
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/route";
import { processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { pdwDownloadFormSchema } from "@/lib/data-tools/schemas";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(req, async (values) => {
    const { file, ...options } = pdwDownloadFormSchema.parse(values);
    const processed = await processPdwFile(file, options);
    return NextResponse.json({
      csv_content: await processed.content.text(),
      filename: processed.filename,
      processed_rows: processed.processed_rows,
      original_rows: processed.original_rows,
      processing_summary: processed.processing_summary,
    });
  }),
);
