import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { errorAnswer } from "@/lib/api/errors";
import { erpPath } from "@/lib/erp/resources/erp-path";
import { erpId } from "@/lib/erp/schemas/common";

const GOOD = ["1", "C-1000", "abc_DEF.9", "a".repeat(64), ".a", "a..", "-"];
const BAD = ["", ".", "..", "...", "a/b", "a?b=1", "a#b", "a b", "a%2Fb", "é", "a".repeat(65), "a\nb", "../Users"];

function answer(fn: () => unknown) {
  try {
    return { ok: fn() };
  } catch (err) {
    return errorAnswer(err);
  }
}

describe("erpPath", () => {
  it("joins resource names and checked ids into one path, numbers included", () => {
    expect(erpPath("Contacts", "C-1", "WebSettings")).toBe("/Contacts/C-1/WebSettings");
    expect(erpPath("SalesOrders", 42, "PrintInvoice")).toBe("/SalesOrders/42/PrintInvoice");
    expect(erpPath("ShipVias")).toBe("/ShipVias");
  });

  it.each(BAD)("refuses %j as a 400 'Not a valid ERP id', so no id adds a segment or a query", (id) => {
    expect(() => erpPath("Customers", id)).toThrow(ApiError);
    expect(answer(() => erpPath("Customers", id))).toEqual({
      status: 400,
      body: { error: "Not a valid ERP id", details: [{ path: "", message: "Not a valid ERP id" }] },
      headers: undefined,
    });
  });

  it.each([...GOOD, ...BAD])("decides %j exactly as the server's erpId schema, with the same answer", (id) => {
    const viaPath = answer(() => erpPath("Customers", id));
    const viaSchema = answer(() => `/Customers/${erpId.parse(id)}`);
    expect(viaPath).toEqual(viaSchema);
  });
});
