// POST /api/compare-inv-bal – File Comparison Tool: multipart conv_file, eds_file, eds_part_col, value_col, display_col;
// JSON lists the first pairs, format=csv streams the Download CSV with every differing pair (rows=all: every pair)
import { NextResponse } from "next/server";
import { attachmentDisposition } from "@/lib/api/file-response";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { exportComparisonCsv } from "@/lib/inv-bal/export-comparison";
import { compareInvBalFormSchema } from "@/lib/inv-bal/schemas";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const form = compareInvBalFormSchema.parse(values);
    const options = { partColumn: form.eds_part_col, valueColumn: form.value_col, displayColumn: form.display_col };
    if (form.format === "json")
      return NextResponse.json(await compareInventory(form.conv_file, form.eds_file, options));
    // The CSV is written while it is sent. withUploadForm removes the uploads once this returns, which the stream
    // survives: the CONV file has been read whole by then, and the EDS file is open (its column names were read
    // before the answer starts), and an open file stays readable after its name is removed.
    const out = await exportComparisonCsv(form.conv_file, form.eds_file, { ...options, rows: form.rows });
    return new Response(out.stream, {
      status: 200,
      headers: {
        "content-type": "text/csv;charset=utf-8",
        "content-disposition": attachmentDisposition(out.filename),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  }),
);
