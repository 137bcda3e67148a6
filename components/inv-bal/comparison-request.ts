import { postFormJson, postFormWithProgress, type UploadProgress } from "@/lib/browser-files/post-form-with-progress";
import { saveBlob } from "@/lib/browser-files/save-blob";
import type { ComparisonColumns, InventoryComparison } from "@/lib/inv-bal/comparison-answer";
import { comparisonFileName, type ExportRows } from "@/lib/inv-bal/comparison-file-name";

const ROUTE = "/api/compare-inv-bal";

function comparisonForm(
  conv: File,
  eds: File,
  columns: ComparisonColumns,
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append("eds_part_col", columns.partColumn);
  form.append("value_col", columns.valueColumn);
  if (columns.displayColumn) form.append("display_col", columns.displayColumn);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append("conv_file", conv);
  form.append("eds_file", eds);
  return form;
}

type Progress = { onProgress?: (p: UploadProgress) => void; onSent?: () => void };

/** The comparison's JSON answer: counts, repeated part numbers and the first rows. */
export function compareFiles(
  conv: File,
  eds: File,
  columns: ComparisonColumns,
  opts: Progress,
): Promise<InventoryComparison> {
  return postFormJson<InventoryComparison>(ROUTE, comparisonForm(conv, eds, columns), opts);
}

/**
 * The Download CSV: the server compares the files again and streams every row (the JSON answer holds only the
 * first ones), so the browser sends them once more and saves what comes back.
 */
export async function downloadComparison(
  conv: File,
  eds: File,
  columns: ComparisonColumns,
  rows: ExportRows,
  opts: Progress,
): Promise<void> {
  const answer = await postFormWithProgress(ROUTE, comparisonForm(conv, eds, columns, { format: "csv", rows }), {
    ...opts,
    accept: "text/csv",
  });
  if (answer.kind !== "file") throw new Error("The server answered data where a file was expected.");
  saveBlob(answer.blob, answer.filename ?? comparisonFileName(new Date(), rows));
}
