// POST /api/compare-inv-bal – File Comparison Tool: multipart conv_file, eds_file, eds_part_col, value_col, display_col
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { compareInvBalFormSchema } from "@/lib/inv-bal/schemas";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const form = compareInvBalFormSchema.parse(values);
    const result = await compareInventory(form.conv_file, form.eds_file, {
      partColumn: form.eds_part_col,
      valueColumn: form.value_col,
      displayColumn: form.display_col,
    });
    return NextResponse.json(result);
  }),
);
