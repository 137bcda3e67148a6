// GET /api/ship-station/batches/{id}/labels.pdf – every bought label of a PDF batch in one PDF, in the review's order
import { fileResponse } from "@/lib/api/file-response";
import { authedRoute } from "@/lib/api/handler";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { mergeBatchLabels } from "@/lib/shipping/batches/merge-labels";
import { batchIdSchema } from "@/lib/shipping/batches/schemas";

export const GET = authedRoute<{ id: string }>(async ({ params, db, auth, company }) => {
  const batchId = batchIdSchema.parse(params.id);
  const { companyId } = await batchCaller(db, auth, company);
  const file = await mergeBatchLabels(db, { companyId, batchId, extension: "pdf" });
  return fileResponse(file.content, file.filename, file.contentType, { inline: file.inline });
});
