// GET /api/ship-station/batches/{id}/labels.pdf – every bought label of the batch in one PDF, in the review's order
import { authedRoute } from "@/lib/api/handler";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { mergeBatchLabels } from "@/lib/shipping/batches/merge-labels";
import { getBatchOrThrow } from "@/lib/shipping/batches/read-batches";
import { batchIdSchema } from "@/lib/shipping/batches/schemas";

export const GET = authedRoute<{ id: string }>(async ({ params, db, auth, company }) => {
  const batchId = batchIdSchema.parse(params.id);
  const { companyId } = await batchCaller(db, auth, company);
  await getBatchOrThrow(db, { companyId, batchId });
  const pdf = await mergeBatchLabels(db, batchId);
  // Inline: the dashboard opens it in a tab to print, as a single label opens.
  return new Response(new Blob([pdf as BlobPart], { type: "application/pdf" }).stream(), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": `inline; filename="batch-${batchId.slice(0, 8)}-labels.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
