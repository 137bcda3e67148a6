// POST /api/csv/process-preview – the PDW operations on the first 50 data rows, with the processing summary
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { previewPdwProcessing } from "@/lib/data-tools/process-pdw-file";
import { pdwProcessPreviewFormSchema } from "@/lib/data-tools/schemas";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const { file, ...options } = pdwProcessPreviewFormSchema.parse(values);
    return NextResponse.json(await previewPdwProcessing(file, options));
  }),
);
