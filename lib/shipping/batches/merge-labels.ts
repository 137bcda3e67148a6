import { and, asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { Db } from "@/db/client";
import { batchItems } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";
import { mapInFlight } from "./in-flight";

/** A label is a page or two; anything far larger is not a label. */
const MAX_LABEL_BYTES = 5 * 1024 * 1024;

async function fetchLabel(url: string, invoiceNumber: string): Promise<Uint8Array> {
  const failed = () =>
    new ApiError({
      code: "bad_gateway",
      message: `The label of invoice ${invoiceNumber} could not be read from Shippo.`,
    });
  const res = await fetch(url, { signal: AbortSignal.timeout(getEnv().SHIPPO_TIMEOUT_MS) }).catch(() => {
    throw failed();
  });
  if (!res.ok || Number(res.headers.get("content-length") ?? 0) > MAX_LABEL_BYTES) throw failed();
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > MAX_LABEL_BYTES) throw failed();
  return bytes;
}

/**
 * Every bought label of the batch in one PDF, in the order of the review (each label's pages as Shippo made them),
 * for one print. Labels are read from Shippo 6 at a time. No label bought yet is a 409.
 */
export async function mergeBatchLabels(db: Db, batchId: string): Promise<Uint8Array> {
  const bought = await db
    .select({ invoiceNumber: batchItems.invoiceNumber, labelUrl: batchItems.labelUrl })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.state, "bought")))
    .orderBy(asc(batchItems.position));
  const labels = bought.filter((b): b is { invoiceNumber: string; labelUrl: string } => Boolean(b.labelUrl));
  if (!labels.length) throw new ApiError({ code: "conflict", message: "No label of this batch is bought yet." });
  const files = await mapInFlight(labels, (l) => fetchLabel(l.labelUrl, l.invoiceNumber));
  const merged = await PDFDocument.create();
  for (const [i, file] of files.entries()) {
    const doc = await PDFDocument.load(file).catch(() => {
      throw new ApiError({
        code: "bad_gateway",
        message: `The label of invoice ${labels[i].invoiceNumber} is not a PDF.`,
      });
    });
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
