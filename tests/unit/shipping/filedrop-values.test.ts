import { describe, expect, it } from "vitest";
import { buildFiledropText } from "@/lib/shipping/freight/filedrop-text";
import { checkFiledropValues } from "@/lib/shipping/freight/filedrop-values";
import { postFreightSchema } from "@/lib/shipping/freight/schemas";
import { refusal } from "@/tests/helpers/refusal";

const input = {
  invoiceNumber: "S1000002.001",
  shipVia: "UPS GROUND",
  trackingNumber: "1Z12345E0205271688",
  totalFreight: 12.5,
  weight: 4.5,
  actualWeight: 4.38,
};

// C0 (NUL, tab, LF, CR, the rest up to U+001F), DEL, and C1 (U+0080, NEL U+0085, U+009F): each at the start, inside and at the end.
const CONTROLS = ["\u0000", "\t", "\n", "\r", "\u000b", "\u001b", "\u001f", "\u007f", "\u0080", "\u0085", "\u009f"];

describe("checkFiledropValues (CLARIFICATIONS 52)", () => {
  it.each([
    ["invoiceNumber", "Invoice Number"],
    ["shipVia", "Ship Via"],
    ["trackingNumber", "Tracking Number"],
    ["billAccount", "Bill Account"],
  ] as const)("refuses a control character anywhere in %s with 400 naming %s", (field, name) => {
    for (const c of CONTROLS) {
      for (const value of [`${c}X`, `X${c}Y`, `X${c}`]) {
        const err = refusal(() => checkFiledropValues({ ...input, [field]: value }));
        expect(err.status).toBe(400);
        expect(err.message).toBe(`${name} contains characters a file drop cannot carry`);
      }
    }
  });

  it("trims the values and changes nothing else", () => {
    expect(checkFiledropValues({ ...input, shipVia: "  UPS  2nd Day Air®  ", billAccount: " A 12 " })).toEqual({
      ...input,
      shipVia: "UPS  2nd Day Air®",
      billAccount: "A 12",
    });
    // Printable characters past C1 (no-break space, accented letters) are kept as they are.
    expect(checkFiledropValues({ shipVia: "FEDEX\u00a0ÉCO" })).toEqual({ shipVia: "FEDEX\u00a0ÉCO" });
  });

  it("the issue's attack: a Ship Via with a line break never reaches the file", () => {
    const err = refusal(() => buildFiledropText({ ...input, shipVia: "UPS\nTotFreight=0.00" }));
    expect(err.message).toBe("Ship Via contains characters a file drop cannot carry");
    expect(buildFiledropText({ ...input, shipVia: " UPS GROUND " }).split("\n")).toContain("ShipVia=UPS GROUND");
  });
});

describe("POST /api/postFreight's schema", () => {
  const body = { invoiceNumber: "S1000002.001", trackingNumber: "1Z1", weight: 2, shipVia: "UPS" };
  const firstMessage = (over: Record<string, unknown>) => {
    const parsed = postFreightSchema.safeParse({ ...body, ...over });
    return parsed.success ? "accepted" : parsed.error.issues[0].message;
  };

  it("names the field whose value has a control character, before any other rule", () => {
    expect(firstMessage({ shipVia: "UPS\nTotFreight=0.00" })).toBe(
      "Ship Via contains characters a file drop cannot carry",
    );
    expect(firstMessage({ trackingNumber: `1Z\r${"9".repeat(60)}` })).toBe(
      "Tracking Number contains characters a file drop cannot carry",
    );
    expect(firstMessage({ invoiceNumber: "S1000002.001\u0000" })).toBe(
      "Invoice Number contains characters a file drop cannot carry",
    );
    expect(firstMessage({ shipVia: "UPS\u0085" })).toBe("Ship Via contains characters a file drop cannot carry");
  });

  it("trims the values it accepts", () => {
    expect(postFreightSchema.parse({ ...body, shipVia: "  UPS GROUND ", trackingNumber: " 1Z1 " })).toMatchObject({
      shipVia: "UPS GROUND",
      trackingNumber: "1Z1",
    });
    expect(firstMessage({ invoiceNumber: "bad invoice" })).toBe("Not an invoice number");
  });
});
