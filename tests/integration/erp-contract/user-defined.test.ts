import { describe, expect, it } from "vitest";
import { CROSS_REFERENCE, PRICE_LINES, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields } from "./expect-fields";

const erp = setupContractEnv();

/** PRINT.REVIEW keys are `{invoice}.{4-digit generation}` (spec 2 section 7). */
const reviewKey = (orderId: string, generation = 1) => `${orderId}.${String(generation).padStart(4, "0")}`;

describe("ERP contract – UserDefined files (spec 2)", () => {
  it("EDS.PN.XREF: @ID, FileName, HER_PN and id of a distributor product (Test Page)", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: `/UserDefined/EDS.PN.XREF?id=${CROSS_REFERENCE.edsProductId}`,
    });
    expect(status).toBe(200);
    expectFields(json, { "@ID": "string", FileName: "string", HER_PN: "string", id: "string" });
    expect(json.HER_PN).toBe(String(CROSS_REFERENCE.herProductId));
  });

  it("EDS.PN.XREF of an unknown id: 400 with 'were not found' (No cross reference found)", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/UserDefined/EDS.PN.XREF",
      params: { id: "0000000" },
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/were not found/);
    expect(json.code).toBe("NOT_FOUND_IN_ERP");
  });

  it("PRINT.REVIEW: STATUS of a reviewed invoice", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: `/UserDefined/PRINT.REVIEW?id=${reviewKey(QUEUED_ORDERS.regular.orderId)}`,
    });
    expect(status).toBe(200);
    expectFields(json, { STATUS: "string" });
    expect(json.STATUS).toBe(QUEUED_ORDERS.regular.printReviewStatus);
  });

  it("PRINT.REVIEW missing: 400 containing 'were not found', which the dashboard reads as an empty status", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: `/UserDefined/PRINT.REVIEW?id=${reviewKey(QUEUED_ORDERS.codPaid.orderId)}`,
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/were not found/);
  });

  it("UD.PRICELINE: the price line's SHORT.CODE", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: `/UserDefined/UD.PRICELINE?id=${PRICE_LINES.restricted.id}`,
    });
    expect(status).toBe(200);
    expectFields(json, { "SHORT.CODE": "string" });
    expect(json["SHORT.CODE"]).toBe(PRICE_LINES.restricted.shortCode);
  });

  it("other UserDefined files are not on the list (403), and writes neither", async () => {
    const before = await erp.erpRequests();
    expect((await erp.call({ method: "GET", url: "/UserDefined/PROD.CLASS?id=100001" })).status).toBe(403);
    expect((await erp.call({ method: "GET", url: "/UserDefined/EDS.CUS.XREF?id=256189" })).status).toBe(403);
    expect(
      (
        await erp.call({
          method: "PUT",
          url: "/UserDefined/PRINT.REVIEW?id=S1000002.0001",
          data: { STATUS: "X", FileName: "PRINT.REVIEW" },
        })
      ).status,
    ).toBe(403);
    expect(await erp.erpRequests()).toBe(before);
  });
});
