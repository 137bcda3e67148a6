// Issue 36, defect 6: a batch's merged labels file printed a label voided after the batch, which the single label
// route rightly refuses (a refunded label must not ship a package).
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { batchItems, branchLabelFormats } from "@/db/schema";
import type { BatchDto } from "@/lib/shipping/batches/schemas";
import { addBox, getBatch, labelsPdf, labelsZpl, shipBatch, untilSettled } from "../batches/batch-desk";
import { setupBatchSuite } from "../batches/batch-suite";
import { voidLabelOf } from "../ship-desk";

const suite = setupBatchSuite();

/** Void Label on one invoice's batch label, as Shipment Tracking presses it. */
async function voidItem(batchId: string, invoiceNumber: string) {
  const [item] = await suite.env.db
    .select({ shipmentId: batchItems.shipmentId })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.invoiceNumber, invoiceNumber)));
  const voided = await voidLabelOf(suite.token, item.shipmentId!);
  expect(voided.json.refundStatus).toBe("SUCCESS");
}

describe("regression: the merged labels file prints a label voided after the batch (issue 36 defect 6)", () => {
  it("a PDF batch's file leaves the voided label out, the batch names it, and all voided is a 409", async () => {
    const { env, token, invoices } = suite;
    const { batch } = await shipBatch(token, invoices.slice(0, 3), await addBox(env.db, "PDF box"));
    const done = await untilSettled(token, batch.id);
    expect(done.counts).toMatchObject({ bought: 3 });
    expect(done.voidedInvoices).toEqual([]);
    const pages = async () =>
      (await PDFDocument.load(await (await labelsPdf(token, batch.id)).res.arrayBuffer())).getPageCount();
    const whole = await pages();

    await voidItem(batch.id, invoices[1]);
    const after = (await getBatch(token, batch.id)).json as BatchDto;
    expect(after.voidedInvoices).toEqual([invoices[1]]);
    expect(after.counts).toMatchObject({ bought: 3 });
    expect(await pages()).toBe((whole * 2) / 3);

    await voidItem(batch.id, invoices[0]);
    await voidItem(batch.id, invoices[2]);
    expect(await labelsPdf(token, batch.id)).toMatchObject({
      status: 409,
      json: { error: "Every label of this batch was voided: there is nothing to print." },
    });
  });

  it("a ZPL batch's stream leaves the voided label out", async () => {
    const { env, token, invoices, edsId } = suite;
    await env.db.insert(branchLabelFormats).values({ companyId: edsId, branch: "TNNA", format: "ZPLII" });
    const { batch } = await shipBatch(token, invoices.slice(3, 6), await addBox(env.db, "ZPL box"));
    const done = await untilSettled(token, batch.id);
    const [kept, voided, last] = done.items.map((i) => i.trackingNumber!);
    await voidItem(batch.id, done.items[1].invoiceNumber);
    const zpl = await (await labelsZpl(token, batch.id)).res.text();
    expect(zpl.trim().split(/\n(?=\^XA)/)).toHaveLength(2);
    expect(zpl).toContain(kept);
    expect(zpl).toContain(last);
    expect(zpl).not.toContain(voided);
  });
});
