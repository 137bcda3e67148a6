import { describe, expect, it } from "vitest";
import { generationSchema, salesOrderSchema } from "@/lib/erp/schemas/sales-order";
import { firstGeneration, resultFromExistingLine, surchargeAmount } from "@/lib/surcharge/surcharge-line";

const gen = (fields: Record<string, unknown>) => generationSchema.parse({ lineItems: [], ...fields });

describe("surchargeAmount (CLARIFICATIONS 19)", () => {
  it("is 2.5 % of the sales total, rounded to cents", () => {
    expect(surchargeAmount(gen({ salesTotal: { value: 1234.5 } }))).toBe(30.86);
    expect(surchargeAmount(gen({ salesTotal: { value: 100 } }))).toBe(2.5);
    expect(surchargeAmount(gen({ salesTotal: { value: 0.2 } }))).toBe(0.01);
    expect(surchargeAmount(gen({ salesTotal: { value: 19.99 } }))).toBe(0.5);
  });

  it("falls back to the price total, and is null without a positive total", () => {
    expect(surchargeAmount(gen({ priceTotal: { value: 80 } }))).toBe(2);
    expect(surchargeAmount(gen({ salesTotal: { value: 0 }, priceTotal: { value: 80 } }))).toBeNull();
    expect(surchargeAmount(gen({}))).toBeNull();
    expect(surchargeAmount(gen({ salesTotal: { value: -40 } }))).toBeNull();
  });
});

describe("the surcharge line", () => {
  it("is looked for on the first generation by the port's product", () => {
    const order = salesOrderSchema.parse({
      id: "S1",
      generations: [
        { generationId: 2, fullInvoiceID: "S1.002", lineItems: [] },
        {
          generationId: 1,
          fullInvoiceID: "S1.001",
          shipToName: "ACME",
          lineItems: [{ lineItemProduct: { productId: 100002, unitPrice: 4.2, quantity: 1 } }],
        },
      ],
    });
    const first = firstGeneration(order)!;
    expect(first.fullInvoiceID).toBe("S1.001");
    expect(resultFromExistingLine(first, "100002", "S1")).toEqual({
      amount: 4.2,
      order: "S1.001",
      shipToName: "ACME",
      poNumber: null,
    });
    expect(resultFromExistingLine(first, "100001", "S1")).toBeNull();
  });
});
