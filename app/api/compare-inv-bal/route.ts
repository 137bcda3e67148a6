// POST /api/compare-inv-bal – File Comparison Tool: multipart conv_file, eds_file, eds_part_col, value_col, display_col;
// JSON lists the first pairs, format=csv streams the Download CSV with every differing pair (rows=all: every pair)
import { NextResponse } from "next/server";
import { attachmentDisposition } from "@/lib/api/file-response";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { getEnv } from "@/lib/env";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { exportComparisonCsv } from "@/lib/inv-bal/export-comparison";
import { compareInvBalFormSchema } from "@/lib/inv-bal/schemas";
import { readUploadForm } from "@/lib/multipart/read-upload-form";

export const POST = authedRoute(async ({ req }) => {
  // As withUploadForm, but the uploads stay until a streamed CSV has been written, not only until this returns.
  const form = await readUploadForm(incomingBody(req), { maxFileBytes: getEnv().UPLOAD_MAX_BYTES });
  let removeLater = false;
  try {
    const files = Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, f.file]));
    const values = compareInvBalFormSchema.parse({ ...form.fields, ...files });
    const options = { partColumn: values.eds_part_col, valueColumn: values.value_col, displayColumn: values.display_col };
    if (values.format === "json") return NextResponse.json(await compareInventory(values.conv_file, values.eds_file, options));
    const out = await exportComparisonCsv(values.conv_file, values.eds_file, { ...options, rows: values.rows });
    removeLater = true;
    void out.done.finally(() => form.cleanup());
    return new Response(out.stream, {
      status: 200,
      headers: {
        "content-type": "text/csv;charset=utf-8",
        "content-disposition": attachmentDisposition(out.filename),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } finally {
    if (!removeLater) await form.cleanup();
  }
});
