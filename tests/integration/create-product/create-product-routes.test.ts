import { describe, expect, it } from "vitest";
import { GET as matchesRoute } from "@/app/api/create-product/matches/route";
import { POST as createRoute } from "@/app/api/create-product/route";
import { PRICE_LINES, PRODUCTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { erpFaults } from "@/tests/helpers/test-env";

type Product = { id: number; description: string; catalogNumber: string; upcCode: string; priceLineId: string };

const suite = setupErpWriteSuite();
let n = 0;

/** A fresh product and form key for each test, so no test sees another's record. */
function fresh(over: Record<string, unknown> = {}) {
  n += 1;
  const catalogNumber = `IT${Date.now() % 1_000_000}${n}`;
  return {
    idempotencyKey: `test-key-${Date.now()}-${n}`.padEnd(16, "x"),
    product: {
      priceLineId: PRICE_LINES.restricted.id,
      description: `UPX.${catalogNumber} 1/2 PEX TEST TUBE`,
      catalogNumber,
      upcCode: "",
      repCost: 12.5,
      ...over,
    },
  };
}
const create = (body: unknown, token = suite.staff) => callRoute(createRoute, { body, token });
const inErp = async (catalogNumber: string) =>
  (
    await suite.erp.json<{ results: Product[] }>(
      `/Products?keyword=${encodeURIComponent(catalogNumber)}&includeInactive=true`,
    )
  ).results.filter((p) => p.catalogNumber === catalogNumber);
const erpPosts = () => suite.erpCalls("POST /Products");

describe("POST /api/create-product", () => {
  it("creates the product on its price line and answers it", async () => {
    const body = fresh({ upcCode: `7${String(Date.now()).slice(-10)}` });
    const { status, json } = await create(body);
    expect(status).toBe(201);
    expect(json.product).toMatchObject({
      priceLineId: PRICE_LINES.restricted.id,
      description: body.product.description,
      upcCode: body.product.upcCode,
      repCost: { value: 12.5 },
    });
    expect(await inErp(body.product.catalogNumber)).toHaveLength(1);
  });

  it("a retry of the same submission answers the same product and creates nothing", async () => {
    const body = fresh();
    const first = await create(body);
    const before = await erpPosts();
    const again = await create(body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ replayed: true, product: { id: first.json.product.id } });
    expect(await erpPosts()).toBe(before);
    expect(await inErp(body.product.catalogNumber)).toHaveLength(1);
  });

  it("a create retried after a lost answer gives one product", async () => {
    const body = fresh();
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/Products", method: "POST" } });
    const lost = await create(body);
    expect(lost.status).toBe(502);
    expect(await inErp(body.product.catalogNumber)).toHaveLength(1);
    const retry = await create(body);
    expect(retry.status).toBe(200);
    expect(retry.json.replayed).toBe(true);
    expect(await inErp(body.product.catalogNumber)).toEqual([expect.objectContaining({ id: retry.json.product.id })]);
  });

  it("a lost answer on a product like an existing one recovers the new one, not the old", async () => {
    const body = fresh();
    const older = await create({ ...body, idempotencyKey: `${body.idempotencyKey}-older` });
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/Products", method: "POST" } });
    expect((await create(body)).status).toBe(502);
    const retry = await create(body);
    expect(retry.status).toBe(200);
    expect(retry.json.product.id).not.toBe(older.json.product.id);
    expect(await inErp(body.product.catalogNumber)).toHaveLength(2);
  });

  it("a look-up that failed before the create does not pass an older product off as the new one", async () => {
    const body = fresh();
    const older = await create({ ...body, idempotencyKey: `${body.idempotencyKey}-older` });
    // The first call of the next attempt is the search for look-alikes; it fails, so nothing is created.
    await erpFaults(suite.env.erp, { failNext: { count: 1, status: 503, path: "/Products" } });
    expect((await create(body)).status).toBe(502);
    expect(await inErp(body.product.catalogNumber)).toHaveLength(1);
    const retry = await create(body);
    expect(retry.status).toBe(201);
    expect(retry.json.replayed).toBe(false);
    expect(retry.json.product.id).not.toBe(older.json.product.id);
    expect(await inErp(body.product.catalogNumber)).toHaveLength(2);
  });

  it("a double submit creates one product and answers both", async () => {
    const body = fresh();
    const before = await erpPosts();
    const [a, b] = await Promise.all([create(body), create(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.product.id).toBe(b.json.product.id);
    expect(await erpPosts()).toBe(before + 1);
  });

  it("the ERP's field errors come back as a list, and the form can be sent again once fixed", async () => {
    const body = fresh({ upcCode: PRODUCTS.perEach.upcCode });
    const { status, json } = await create(body);
    expect(status).toBe(400);
    expect(json.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: "upcCode" })]));
    const fixed = await create({ ...body, product: { ...body.product, upcCode: "" } });
    expect(fixed.status).toBe(201);
  });

  it("refuses bad input with the spec's messages before the ERP", async () => {
    const before = await erpPosts();
    const short = await create(fresh({ upcCode: "12a" }));
    expect(short.status).toBe(400);
    expect(short.json.details.map((d: { message: string }) => d.message)).toEqual([
      "UPC must be exactly 11 characters",
      "UPC must be numeric",
    ]);
    expect((await create(fresh({ description: "" }))).status).toBe(400);
    expect((await create(fresh({ repCost: -1 }))).status).toBe(400);
    expect((await create({ ...fresh(), idempotencyKey: "short" })).status).toBe(400);
    expect((await create(fresh(), suite.admin)).status).toBe(403);
    expect(await erpPosts()).toBe(before);
  });
});

describe("GET /api/create-product/matches", () => {
  const matches = (query: string) =>
    callRoute(matchesRoute, { token: suite.staff, url: `http://localhost/api/create-product/matches?${query}` });

  it("finds an existing product by UPC, and says what it shares", async () => {
    const { status, json } = await matches(`upcCode=${PRODUCTS.perEach.upcCode}&catalogNumber=`);
    expect(status).toBe(200);
    expect(json.matches).toEqual([
      expect.objectContaining({ id: PRODUCTS.perEach.id, sameUpc: true, sameCatalogNumber: false }),
    ]);
  });

  it("finds one by catalog number, case aside, and nothing for new values", async () => {
    const body = fresh();
    await create(body);
    const { json } = await matches(`upcCode=&catalogNumber=${body.product.catalogNumber.toLowerCase()}`);
    expect(json.matches).toEqual([
      expect.objectContaining({ catalogNumber: body.product.catalogNumber, sameCatalogNumber: true }),
    ]);
    expect((await matches("upcCode=00000000001&catalogNumber=NO-SUCH-CATALOG-9")).json.matches).toEqual([]);
  });
});
