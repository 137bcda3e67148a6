// POST /api/csv/duplicates – Duplicate finder: multipart file, headerRow, column; format=csv answers the export
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { duplicatesFoundMessage, findDuplicates } from "@/lib/data-tools/find-duplicates";
import { duplicatesFormSchema } from "@/lib/data-tools/schemas";
import { fileResponse } from "@/lib/api/file-response";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const { file, ...options } = duplicatesFormSchema.parse(values);
    if (values.format === "csv") {
      const out = await exportDuplicatesCsv(file, options);
      return fileResponse(out.content, out.filename);
    }
    const found = await findDuplicates(file, options);
    return NextResponse.json({ ...found, message: duplicatesFoundMessage(found.duplicateRowCount) });
  }),
);
