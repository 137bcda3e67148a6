// POST /api/csv/value-counts – Value count: multipart file, headerRow, column; JSON lists at most 10,000 values, format=csv answers all in value_counts.csv
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { incomingBody } from "@/lib/api/incoming-body";
import { countValues, countValueTable } from "@/lib/data-tools/count-values";
import { exportValueTableCsv } from "@/lib/data-tools/export-value-counts";
import { valueCountsFormSchema } from "@/lib/data-tools/schemas";
import { valueCountsAnswer } from "@/lib/data-tools/value-counts-answer";
import { fileResponse } from "@/lib/api/file-response";
import { withUploadForm } from "@/lib/multipart/with-upload-form";

export const POST = authedRoute(async ({ req }) =>
  withUploadForm(incomingBody(req), async (values) => {
    const { file, ...options } = valueCountsFormSchema.parse(values);
    if (values.format === "csv") {
      const out = exportValueTableCsv(await countValueTable(file, options));
      return fileResponse(out.content, out.filename);
    }
    return NextResponse.json(valueCountsAnswer(await countValues(file, options)));
  }),
);
