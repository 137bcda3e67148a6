import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { Db } from "@/db/client";
import { batchItems, type Batch } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { fetchLabel } from "../labels/fetch-label";
import { labelFileExtension, labelFormatOf, LABEL_FORMAT_NAMES } from "../labels/label-format";
import { mapInFlight } from "./in-flight";
import { getBatchOrThrow } from "./read-batches";
import { voidedShipmentIds } from "./voided-items";

export type MergedLabels = { content: Blob; filename: string; contentType: string; inline: boolean };

function checkMergedExtension(batch: Batch, extension: "zpl" | "pdf"): void {
  const format = labelFormatOf(batch.labelFileType);
  if (labelFileExtension(format) === extension) return;
  throw new ApiError({
    code: "conflict",
    message: `This batch's labels are ${LABEL_FORMAT_NAMES[format]}: its merged file is labels.${labelFileExtension(format)}.`,
  });
}

/**
 * Every bought label's file in the order of the review, read from Shippo 6 at a time; a label voided since is left
 * out (printing it would send a refunded label). None bought yet, or every one voided, is a 409.
 */
async function boughtLabelFiles(db: Db, batch: Batch) {
  const bought = await db
    .select({
      invoiceNumber: batchItems.invoiceNumber,
      labelUrl: batchItems.labelUrl,
      shipmentId: batchItems.shipmentId,
    })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.state, "bought")))
    .orderBy(asc(batchItems.position));
  const voided = await voidedShipmentIds(db, { companyIds: [batch.companyId], items: bought });
  const withLabel = bought.filter((b): b is typeof b & { labelUrl: string } => Boolean(b.labelUrl));
  if (!withLabel.length) throw new ApiError({ code: "conflict", message: "No label of this batch is bought yet." });
  const labels = withLabel.filter((b) => !b.shipmentId || !voided.has(b.shipmentId));
  if (!labels.length)
    throw new ApiError({
      code: "conflict",
      message: "Every label of this batch was voided: there is nothing to print.",
    });
  const files = await mapInFlight(labels, (l) => fetchLabel(l.labelUrl, `invoice ${l.invoiceNumber}`));
  return labels.map((l, i) => ({ invoiceNumber: l.invoiceNumber, file: files[i] }));
}

/** One PDF of every label's pages as Shippo made them (a letter batch keeps its letter pages), for one print. */
async function mergePdf(db: Db, batch: Batch): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const { invoiceNumber, file } of await boughtLabelFiles(db, batch)) {
    const doc = await PDFDocument.load(file).catch(() => {
      throw new ApiError({ code: "bad_gateway", message: `The label of invoice ${invoiceNumber} is not a PDF.` });
    });
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

/** One ZPL stream: each label's `^XA…^XZ` as Shippo made it, a line between, so a printer prints them in turn. */
async function mergeZpl(db: Db, batch: Batch): Promise<string> {
  const texts = (await boughtLabelFiles(db, batch)).map(({ invoiceNumber, file }) => {
    const zpl = new TextDecoder().decode(file).trim();
    if (!zpl.startsWith("^XA") || !zpl.endsWith("^XZ"))
      throw new ApiError({ code: "bad_gateway", message: `The label of invoice ${invoiceNumber} is not ZPL.` });
    return zpl;
  });
  return `${texts.join("\n")}\n`;
}

/**
 * A batch's bought labels (but those voided since) as one file in its format: `labels.zpl` for a ZPLII batch, `labels.pdf` for a PDF one;
 * asking the other is a 409 naming the batch's format. Another company's batch is "not found".
 */
export async function mergeBatchLabels(
  db: Db,
  params: { companyId: string; batchId: string; extension: "zpl" | "pdf" },
): Promise<MergedLabels> {
  const batch = await getBatchOrThrow(db, params);
  checkMergedExtension(batch, params.extension);
  const short = batch.id.slice(0, 8);
  if (labelFormatOf(batch.labelFileType) === "ZPLII") {
    const zpl = await mergeZpl(db, batch);
    return {
      content: new Blob([zpl]),
      filename: `batch-${short}.zpl`,
      contentType: "text/plain; charset=utf-8",
      inline: false,
    };
  }
  const pdf = await mergePdf(db, batch);
  // Inline: the dashboard opens it in a tab to print, as a single label opens.
  return {
    content: new Blob([pdf as BlobPart]),
    filename: `batch-${short}-labels.pdf`,
    contentType: "application/pdf",
    inline: true,
  };
}
