// POST /api/csv/remove-commas – Comma remover: every comma taken out of every cell, saved as a .txt file
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { removeCommasToText } from "@/lib/data-tools/remove-commas";
import { commaRemoverFormSchema } from "@/lib/data-tools/schemas";
import { fileResponse } from "@/lib/api/file-response";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values, scratch) => {
    const { file, filename } = commaRemoverFormSchema.parse(values);
    const name = filename || (file instanceof File ? file.name : "") || "output";
    const out = await removeCommasToText(file, { filename: name, output: scratch.output() });
    return fileResponse(out.content, out.filename);
  }),
);
