// POST /api/csv/preview – PDW file prep preview: multipart file, skiprows, page, rowsPerPage (20 rows a page)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { pdwPreviewFormSchema } from "@/lib/data-tools/schemas";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const { file, ...options } = pdwPreviewFormSchema.parse(values);
    return NextResponse.json(await previewCsvFile(file, options));
  }),
);
