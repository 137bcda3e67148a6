// A batch at a ZPL branch: every label bought in ZPL, and its merged file one ZPL stream in the review's order.
import { describe, expect, it } from "vitest";
import { branchLabelFormats } from "@/db/schema";
import { addBox, BRANCH, labelsPdf, labelsZpl, retryBatch, shipBatch, untilSettled } from "../batches/batch-desk";
import { setupBatchSuite } from "../batches/batch-suite";

const suite = setupBatchSuite();

describe("a ZPL batch's merged labels", () => {
  it("are one ZPL stream, one ^XA…^XZ per bought label in review order; labels.pdf names the batch's format", async () => {
    const { env, token, invoices, edsId } = suite;
    await env.db.insert(branchLabelFormats).values({ companyId: edsId, branch: BRANCH, format: "ZPLII" });
    const box = await addBox(env.db);
    await env.shippo.control("/fail-next-label", { count: 1, text: "Address not deliverable" });
    const { batch } = await shipBatch(token, invoices.slice(0, 4), box);
    expect(batch.labelFileType).toBe("ZPLII");
    expect((await untilSettled(token, batch.id)).counts).toMatchObject({ total: 4, bought: 3, failed: 1 });

    // Retry Failed buys in the batch's format, though the branch has changed its own since.
    await env.db.update(branchLabelFormats).set({ format: "PDF" });
    expect((await retryBatch(token, batch.id)).status).toBe(200);
    const done = await untilSettled(token, batch.id);
    expect(done.counts).toMatchObject({ total: 4, bought: 4 });

    const file = await labelsZpl(token, batch.id);
    expect(file.status).toBe(200);
    expect(file.res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.res.headers.get("content-disposition")).toContain(`filename="batch-${batch.id.slice(0, 8)}.zpl"`);
    const zpl = await file.res.text();
    const labels = zpl.trim().split(/\n(?=\^XA)/);
    expect(labels).toHaveLength(4);
    for (const [i, one] of labels.entries()) {
      expect(one.startsWith("^XA")).toBe(true);
      expect(one.endsWith("^XZ")).toBe(true);
      expect(one.match(/\^XA/g)).toHaveLength(1);
      expect(one).toContain(done.items[i].trackingNumber);
    }

    expect(await labelsPdf(token, batch.id)).toMatchObject({
      status: 409,
      json: { error: "This batch's labels are ZPL (thermal printer): its merged file is labels.zpl." },
    });
  });
});
