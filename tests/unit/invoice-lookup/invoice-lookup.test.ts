import { describe, expect, it } from "vitest";
import type { Customer } from "@/lib/erp/schemas/customer";
import { customerCardView } from "@/lib/invoice-lookup/customer-card";
import { hasNextPage, invoiceListParams } from "@/lib/invoice-lookup/invoice-page";
import { formatShipDate, invoiceRows } from "@/lib/invoice-lookup/invoice-rows";

describe("invoiceListParams", () => {
  it("asks for 25 invoiced orders of the ship-to, newest first, 1-based pages", () => {
    expect(invoiceListParams("10011", 1)).toEqual({
      ShipTo: "10011",
      OrderStatus: "Invoice",
      includeTotalItems: true,
      sort: "-shipDate",
      startIndex: 1,
      pageSize: 25,
    });
    expect(invoiceListParams("10011", 2).startIndex).toBe(26);
  });

  it("enables Next only after a full page (Previous is the table pager's: disabled on page 1)", () => {
    expect(hasNextPage(25)).toBe(true);
    expect(hasNextPage(24)).toBe(false);
    expect(hasNextPage(0)).toBe(false);
  });
});

describe("invoiceRows", () => {
  const order = (id: string, generations: Record<string, unknown>[]) => ({ id, generations }) as never;

  it("lists only the generations shipped to the searched ship-to", () => {
    const rows = invoiceRows(
      [
        order("S1", [
          { shipToId: "10011", fullInvoiceID: "S1.001", shipDate: "2026-11-02", poNumber: "PO-1" },
          { shipToId: "10012", fullInvoiceID: "S1.002", shipDate: "2026-11-03", poNumber: "PO-2" },
        ]),
        order("S2", [{ shipToId: 10011, invoiceNumber: "S2.001", shipDate: "2026-10-01", poNumber: "" }]),
      ],
      " 10011 ",
    );
    expect(rows).toEqual([
      { key: "S1.001", shipDate: "2026-11-02", invoiceNumber: "S1.001", poNumber: "PO-1" },
      { key: "S2.001", shipDate: "2026-10-01", invoiceNumber: "S2.001", poNumber: "N/A" },
    ]);
  });

  it("shows the ERP's date as MM/DD/YYYY without shifting it a day", () => {
    expect(formatShipDate("2026-11-02")).toBe("Nov 2, 2026");
    expect(formatShipDate("2026-11-02T00:00:00Z")).toBe("Nov 2, 2026");
    expect(formatShipDate("11/02/2026")).toBe("Nov 2, 2026");
    expect(formatShipDate("")).toBe("N/A");
  });
});

describe("customerCardView", () => {
  const base: Customer = {
    id: "10011",
    name: "VOLUNTEER MECHANICAL - MURFREESBORO SHOP",
    addressLine1: "100 MAIN ST",
    addressLine2: "",
    city: "MURFREESBORO",
    state: "TN",
    postalCode: "37130",
    country: "US",
    phones: [{ number: "615-555-0100" }, { number: "615-555-0101" }],
    emails: [{ address: "shop@volunteermech.com" }],
  } as Customer;

  it("shows name, id, address, first phone and email, and no country for the US", () => {
    expect(customerCardView(base)).toEqual({
      name: base.name,
      id: "10011",
      addressLines: ["100 MAIN ST"],
      cityLine: "MURFREESBORO, TN 37130",
      country: null,
      phone: "615-555-0100",
      email: "shop@volunteermech.com",
    });
    expect(customerCardView({ ...base, country: "USA" } as Customer).country).toBeNull();
  });

  it("shows a country that is not the US", () => {
    expect(customerCardView({ ...base, country: "CA" } as Customer).country).toBe("CA");
    expect(customerCardView({ ...base, country: null, countryCode: "MEX" } as Customer).country).toBe("MEX");
  });

  it("copes with a customer without phones or emails", () => {
    const view = customerCardView({ ...base, phones: null, emails: [] } as Customer);
    expect(view.phone).toBeNull();
    expect(view.email).toBeNull();
  });
});
