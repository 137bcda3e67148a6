// Found by the fault-schedule checker (issue 36 point 5): Ship Batch pressed twice with one review (a double click, a
// second tab), the second press landing after the first batch's runner had bought the label. The second batch's item
// took the invoice's next package, a key of its own, and bought a second label with the same quote.
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { callRoute } from "@/tests/helpers/call-route";
import { addBox, BRANCH, labelsAtShippo, review, typedWeights, untilSettled } from "./batches/batch-desk";
import { setupBatchSuite } from "./batches/batch-suite";

const suite = setupBatchSuite();

describe("regression: Ship Batch submitted twice with one review", () => {
  it("the second batch's item is the first one's package: its label is replayed, none is bought again", async () => {
    const { env, token, invoices } = suite;
    const box = await addBox(env.db);
    const invoice = invoices[0];
    const reviewed = await review(token, {
      invoiceNumbers: [invoice],
      boxPresetId: box,
      weights: typedWeights([invoice]),
    });
    const [item] = (reviewed.json as BatchReview).items;
    const body = {
      branch: BRANCH,
      boxPresetId: box,
      rule: { kind: "cheapest" },
      items: [{ invoiceNumber: invoice, quoteId: item.rate!.quoteId, weight: item.weight }],
    };

    const first = await callRoute(createRoute, { token, body });
    expect(first.status).toBe(201);
    const one = await untilSettled(token, first.json.batch.id);
    expect(one.items[0].state).toBe("bought");

    // The second press, after the first one's label was bought.
    const second = await callRoute(createRoute, { token, body });
    expect(second.status).toBe(201);
    const two = await untilSettled(token, second.json.batch.id);
    expect(two.items[0]).toMatchObject({ state: "bought", trackingNumber: one.items[0].trackingNumber });
    expect(await labelsAtShippo(env.db, env.shippo, [item.rate!.quoteId])).toEqual([1]);
  });
});
