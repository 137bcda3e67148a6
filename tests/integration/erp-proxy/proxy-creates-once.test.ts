import { describe, expect, it } from "vitest";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { PROXY_ANSWER_LOST } from "@/lib/erp-writes/proxy-create-once";
import { newPayToForm, vendorEntity } from "@/lib/vendor-add/vendor-form";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { erpFaults } from "@/tests/helpers/test-env";

const suite = setupErpWriteSuite();
let n = 0;

function payTo() {
  const name = `PROXY VALVE ${Date.now() % 100000} ${++n}`;
  return vendorEntity(
    {
      ...newPayToForm(),
      name,
      nameIndex: name,
      sortBy: name.slice(0, 12),
      addressLine1: "1 DOCK ST",
      city: "MOBILE",
      state: "AL",
      postalCode: "36602",
      type: "INV",
    },
    "payTo",
  );
}
const post = (data: unknown) =>
  callRoute(proxy, { body: { method: "POST", url: "/Vendors", data }, token: suite.staff });
const withIndex = async (nameIndex: string) =>
  (
    await suite.erp.json<{ results: Vendor[] }>(`/Vendors?keyword=${encodeURIComponent(nameIndex)}&pageSize=100`)
  ).results.filter((v) => v.nameIndex === nameIndex);

describe("POST /api/erp-proxy – creates happen once", () => {
  it("a double click and a later retry of the same vendor create one vendor and answer it each time", async () => {
    const vendor = payTo();
    const [a, b] = await Promise.all([post(vendor), post(vendor)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.id).toBe(a.json.id);
    const again = await post(vendor);
    expect(again.json.id).toBe(a.json.id);
    expect(await withIndex(vendor.nameIndex)).toHaveLength(1);
  });

  it("a lost answer is said on the retry, and no second vendor is made", async () => {
    const vendor = payTo();
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/Vendors", method: "POST" } });
    const lost = await post(vendor);
    expect(lost.status).toBeGreaterThanOrEqual(500);
    const retry = await post(vendor);
    expect(retry.status).toBe(502);
    expect(retry.json.error).toBe(PROXY_ANSWER_LOST);
    expect(await withIndex(vendor.nameIndex)).toHaveLength(1);
  });

  it("a refused vendor answers 400, and the corrected one goes through", async () => {
    const vendor = { ...payTo(), name: "" };
    const refused = await post(vendor);
    expect(refused.status).toBe(400);
    const fixed = await post({ ...vendor, name: vendor.nameIndex });
    expect(fixed.status).toBe(200);
  });
});
