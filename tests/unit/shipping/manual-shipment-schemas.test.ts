import { describe, expect, it } from "vitest";
import { manualReferenceSchema } from "@/lib/shipping/desk/schemas";
import { shipmentName } from "@/lib/shipping/labels/record-shipment";
import { usStateSchema } from "@/lib/shipping/labels/schemas";
import { US_STATES } from "@/lib/shipping/labels/us-states";
import { shipmentReference } from "@/lib/shipping/tracking/shipments/shipment-dto";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("the State picker's states", () => {
  it("are the 50 states, DC and the five inhabited territories, each a distinct two-letter code", () => {
    const codes = US_STATES.map(([code]) => code);
    expect(codes).toHaveLength(56);
    expect(new Set(codes).size).toBe(56);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes).toEqual(expect.arrayContaining(["TN", "DC", "PR", "GU", "VI", "AS", "MP", "AK", "HI"]));
  });

  it("read a code in any case, or a spelled-out name, as the code; refuse anything else with a message", () => {
    expect(usStateSchema.parse("tn")).toBe("TN");
    expect(usStateSchema.parse(" Tennessee ")).toBe("TN");
    expect(usStateSchema.parse("district of columbia")).toBe("DC");
    expect(message(usStateSchema.safeParse("ZZ"))).toBe("State must be a US state code, like TN");
    expect(message(usStateSchema.safeParse("Tenn"))).toBe("State must be a US state code, like TN");
    expect(message(usStateSchema.safeParse(" "))).toBe("State is required");
  });
});

describe("a manual shipment's Reference", () => {
  it("is one trimmed line of 1 to 35 characters", () => {
    expect(manualReferenceSchema.parse("  Samples for Acme  ")).toBe("Samples for Acme");
    expect(manualReferenceSchema.safeParse("x".repeat(35)).success).toBe(true);
    expect(message(manualReferenceSchema.safeParse("x".repeat(36)))).toBe("The Reference is at most 35 characters.");
    expect(message(manualReferenceSchema.safeParse(""))).toMatch(/^Please enter a Reference/);
    expect(message(manualReferenceSchema.safeParse(undefined))).toMatch(/^Please enter a Reference/);
    expect(message(manualReferenceSchema.safeParse("a\tb"))).toBe("The Reference must be one line of text.");
  });

  it("names the shipment in place of its MANUAL- id; an invoice goes by its number", () => {
    expect(shipmentName({ invoiceNumber: "MANUAL-1732000000000", reference: "Samples for Acme" })).toBe(
      "Samples for Acme",
    );
    expect(shipmentName({ invoiceNumber: "S1000002.001" })).toBe("S1000002.001");
    expect(shipmentReference({ metadata: { reference: "Samples for Acme", carrier: "ups" } })).toBe("Samples for Acme");
    expect(shipmentReference({ metadata: { carrier: "ups" } })).toBeNull();
  });
});
