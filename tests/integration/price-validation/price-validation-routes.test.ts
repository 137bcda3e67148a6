import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as compareRoute } from "@/app/api/price-validation/compare/route";
import { POST as resolveRoute } from "@/app/api/price-validation/resolve/route";
import { CROSS_REFERENCE_FILES } from "@/lib/cross-reference/cross-reference-files";
import { parseCrossReference } from "@/lib/cross-reference/parse-cross-reference";
import { resetEnvCache } from "@/lib/env";
import { PRICING_CONCURRENCY } from "@/lib/price-validation/constants";
import { parsePriceFile } from "@/lib/price-validation/parse-price-file";
import type { CompareEvent, FailedProduct, PriceFileRow, PriceResult } from "@/lib/price-validation/schemas";
import { CROSS_REFERENCE, CUSTOMER_CROSS_REFERENCE } from "@/sim/erp/fixtures";
import { buildPriceFile } from "@/sim/erp/price-file";
import { buildXrefFiles } from "@/sim/erp/xref";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { putCompanyFile } from "./storage-files";

let env: TestEnv;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let staff: string;
let admin: string;
let edsId: string;
const xrefFiles = buildXrefFiles();
const customerXref = parseCrossReference(xrefFiles["EDS.CUS.XREF.csv"], "EDS_CUSNUM");
const productXref = parseCrossReference(xrefFiles["EDS.PN.XREF.csv"], "EDS_PN");
const sample = buildPriceFile({ rows: 240 });
const rows: PriceFileRow[] = parsePriceFile(sample.csv);

beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv({ env: { ERP_TIMEOUT_MS: "20000" } });
  [staff, admin] = await Promise.all([
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.admin.email, DEMO.admin.password),
  ]);
  edsId = (decodeJwt(staff).companyId as { _id: string })._id;
  await putCompanyFile(edsId, CROSS_REFERENCE_FILES.products.key, xrefFiles["EDS.PN.XREF.csv"]);
  await putCompanyFile(edsId, CROSS_REFERENCE_FILES.customers.key, xrefFiles["EDS.CUS.XREF.csv"]);
});
afterEach(async () => {
  await clearErpFaults(env.erp);
  await fetch(`${env.erp.baseUrl}:5000/__control/stats`, { method: "DELETE" });
});
afterAll(async () => {
  await env?.close();
  await s3?.close();
  delete process.env.ERP_TIMEOUT_MS;
  resetEnvCache();
});

async function compare(body: unknown, token = staff) {
  const { status, json, res } = await callRoute(compareRoute, { body, token });
  if (json) return { status, json, events: [] as CompareEvent[] };
  const text = await res.text();
  const events = text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as CompareEvent);
  const results: PriceResult[] = [];
  const failed: FailedProduct[] = [];
  for (const e of events) {
    if (e.type !== "batch") continue;
    results.push(...e.results);
    failed.push(...e.failed);
  }
  return { status, json, events, results, failed, type: res.headers.get("content-type") };
}

const erpRequests = async () =>
  ((await (await fetch(`${env.erp.baseUrl}:5000/__control/stats`)).json()) as { byRoute: Record<string, number> })
    .byRoute["GET /ProductPricingMassInquiry"] ?? 0;
/** Pricing calls a list needs: one per customer with a resolved product (each has under 100 products here). */
const customersOf = (list: PriceFileRow[]) =>
  new Set(
    list
      .filter((r) => productXref.get(r.productId))
      .map((r) => customerXref.get(r.customerId))
      .filter(Boolean),
  ).size;

describe("POST /api/price-validation/resolve", () => {
  it("answers the ids the company's cross-reference files know", async () => {
    const { status, json } = await callRoute(resolveRoute, {
      token: staff,
      body: {
        productIds: [CROSS_REFERENCE.edsProductId, "9999999"],
        customerIds: [CUSTOMER_CROSS_REFERENCE.edsCustomerId, "1"],
      },
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      products: { [CROSS_REFERENCE.edsProductId]: String(CROSS_REFERENCE.herProductId) },
      customers: { [CUSTOMER_CROSS_REFERENCE.edsCustomerId]: CUSTOMER_CROSS_REFERENCE.herCustomerId },
    });
  });

  it("reads a replaced file again (the cache follows the stored version)", async () => {
    const changed = xrefFiles["EDS.PN.XREF.csv"].replace(
      `${CROSS_REFERENCE.edsProductId},${CROSS_REFERENCE.herProductId}`,
      `${CROSS_REFERENCE.edsProductId},100001`,
    );
    await putCompanyFile(edsId, CROSS_REFERENCE_FILES.products.key, changed);
    try {
      const { json } = await callRoute(resolveRoute, {
        token: staff,
        body: { productIds: [CROSS_REFERENCE.edsProductId], customerIds: [] },
      });
      expect(json.products[CROSS_REFERENCE.edsProductId]).toBe("100001");
    } finally {
      await putCompanyFile(edsId, CROSS_REFERENCE_FILES.products.key, xrefFiles["EDS.PN.XREF.csv"]);
    }
  });

  it("says which file is missing when a company has none", async () => {
    const heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    const { status, json } = await callRoute(resolveRoute, {
      token: heritage,
      body: { productIds: ["1"], customerIds: ["2"] },
    });
    expect(status).toBe(422);
    expect(json.error).toMatch(
      /cross-reference file data\/uploads\/EDS\.(PN|CUS)\.XREF\.csv is not in your company's files/,
    );
  });

  it("needs a signed-in caller", async () => {
    expect((await callRoute(resolveRoute, { body: { productIds: [], customerIds: [] } })).status).toBe(401);
  });

  it("reads at most 1 MB of ids (413); the browser sends a larger file's ids in several requests", async () => {
    const productIds = Array.from({ length: 80_000 }, (_, i) => `P${String(i).padStart(10, "0")}`);
    expect(JSON.stringify({ productIds, customerIds: [] }).length).toBeGreaterThan(1024 * 1024);
    const { status, json } = await callRoute(resolveRoute, { token: staff, body: { productIds, customerIds: [] } });
    expect(status).toBe(413);
    expect(json.error).toBe("The request body is larger than the 1 MB limit.");
  });
});

describe("POST /api/price-validation/compare", () => {
  it("prices every row per customer in batches and streams progress as NDJSON", async () => {
    const out = await compare({ rows });
    expect(out.status).toBe(200);
    expect(out.type).toMatch(/application\/x-ndjson/);
    expect(out.events[0]).toMatchObject({ type: "start", rows: rows.length });
    expect(out.events.at(-1)).toMatchObject({ type: "done" });
    expect(out.results!.length + out.failed!.length).toBe(rows.length);
    // The sample's rows: exact ones come back with a difference of 0, unmapped ones are failed.
    const byLine = new Map(out.results!.map((r) => [r.line, r]));
    sample.rows.forEach((s, i) => {
      const line = rows[i].line;
      if (s.kind === "exact") expect(byLine.get(line)?.priceDifference).toBe(0);
      if (s.kind === "tiny") expect(Math.abs(byLine.get(line)!.priceDifference)).toBeLessThan(0.06);
      if (s.kind === "unmapped")
        expect(out.failed!.find((f) => f.line === line)?.reason).toBe("No product cross-reference");
    });
    expect(await erpRequests()).toBe(customersOf(rows));
  });

  it("sends a failing customer's rows to Failed Products and finishes the rest", async () => {
    const victim = rows.find((r) => sample.rows[rows.indexOf(r)].kind === "exact")!;
    const victimErpId = customerXref.get(victim.customerId)!;
    await erpFaults(env.erp, { failCustomers: [victimErpId] });
    const out = await compare({ rows });
    const victimRows = rows.filter(
      (r) => r.customerId === victim.customerId && sample.rows[rows.indexOf(r)].kind !== "unmapped",
    );
    const failedLines = new Set(out.failed!.map((f) => f.line));
    expect(victimRows.every((r) => failedLines.has(r.line))).toBe(true);
    expect(out.failed!.find((f) => f.line === victim.line)).toMatchObject({
      originalProductId: victim.productId,
      reason: expect.stringMatching(/ERP/),
    });
    expect(out.results!.some((r) => r.customerId === victim.customerId)).toBe(false);
    expect(out.results!.length).toBe(rows.length - out.failed!.length);
    expect(out.results!.length).toBeGreaterThan(100);
    // The failing customer's call was tried twice (one retry); every other customer once.
    expect(await erpRequests()).toBe(customersOf(rows) + 1);
  });

  it("retries a transient ERP failure once and prices everything", async () => {
    await erpFaults(env.erp, { failNext: { count: 1, status: 503, path: "ProductPricingMassInquiry" } });
    const out = await compare({ rows });
    expect(out.failed!.every((f) => f.reason === "No product cross-reference")).toBe(true);
    expect(await erpRequests()).toBe(customersOf(rows) + 1);
  });

  it("copes with a slow ERP, keeping no more than a few calls in flight", async () => {
    await erpFaults(env.erp, { latencyMs: 150 });
    const few = rows.slice(0, 60);
    const started = performance.now();
    const out = await compare({ rows: few });
    const ms = performance.now() - started;
    const calls = customersOf(few);
    expect(out.events.at(-1)).toMatchObject({ type: "done" });
    expect(out.results!.length + out.failed!.length).toBe(few.length);
    // Bounded: at least ceil(calls / concurrency) rounds of 150 ms; concurrent: far fewer than one round per call.
    expect(ms).toBeGreaterThanOrEqual(Math.ceil(calls / PRICING_CONCURRENCY) * 150 - 20);
    expect(ms).toBeLessThan(calls * 150);
  });

  it("refuses an empty file and an administrator before any ERP call", async () => {
    const empty = await compare({ rows: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toContain("No valid data found in CSV.");
    const asAdmin = await compare({ rows: rows.slice(0, 1) }, admin);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.json.error).toBe("ERP tools need an ERP user");
    expect(await erpRequests()).toBe(0);
  });

  it("reads at most 1 MB of rows (413) and calls no ERP for them", async () => {
    const many = Array.from({ length: 8_000 }, (_, i) => ({ ...rows[i % rows.length], line: i + 10 }));
    expect(JSON.stringify({ rows: many }).length).toBeGreaterThan(1024 * 1024);
    const out = await compare({ rows: many });
    expect(out.status).toBe(413);
    expect(out.json.error).toBe("The request body is larger than the 1 MB limit.");
    expect(await erpRequests()).toBe(0);
  });

  it("ends the stream with a 401 event when the ERP session expires", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    await erpFaults(env.erp, { expireSessions: true });
    const out = await compare({ rows: rows.slice(0, 20) }, token);
    expect(out.events.at(-1)).toMatchObject({ type: "error", status: 401 });
  });
});
