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
    const bought = done.items.filter((i) => i.state === "bought").map((i) => i.invoiceNumber);
    expect(bought.length).toBeGreaterThanOrEqual(2);
    expect(done.voidedInvoices).toEqual([]);
    const pages = async () =>
      (await PDFDocument.load(await (await labelsPdf(token, batch.id)).res.arrayBuffer())).getPageCount();
    const whole = await pages();

    await voidItem(batch.id, bought[1]);
    const after = (await getBatch(token, batch.id)).json as BatchDto;
    expect(after.voidedInvoices).toEqual([bought[1]]);
    expect(after.counts.bought).toBe(bought.length);
    expect(await pages()).toBe((whole * (bought.length - 1)) / bought.length);

    for (const invoice of bought.filter((i) => i !== bought[1])) await voidItem(batch.id, invoice);
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
    const bought = done.items.filter((i) => i.state === "bought");
    expect(bought.length).toBeGreaterThanOrEqual(2);
    const [kept, voided, ...others] = bought;
    await voidItem(batch.id, voided.invoiceNumber);
    const zpl = await (await labelsZpl(token, batch.id)).res.text();
    expect(zpl.trim().split(/\n(?=\^XA)/)).toHaveLength(bought.length - 1);
    for (const item of [kept, ...others]) expect(zpl).toContain(item.trackingNumber);
    expect(zpl).not.toContain(voided.trackingNumber);
  });
});
