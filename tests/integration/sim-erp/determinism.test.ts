import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACTS, INVOICE_CUSTOMER, PRODUCTS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { control, signIn, type ErpClient, type List } from "./helpers";

let a: ErpSim;
let b: ErpSim;
let other: ErpSim;
let startMs: number;
beforeAll(async () => {
  a = await startErpSimOnRandomLoopback();
  const t = Date.now();
  b = await startErpSimOnRandomLoopback();
  startMs = Date.now() - t;
  other = await startErpSimOnRandomLoopback({ seed: 7, ports: [5000] });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), other.close()]);
});

const paths = [
  "/Contacts?includeTotalItems=true&pageSize=100&startIndex=301",
  `/Contacts/${CONTACTS.unique.id}`,
  "/Customers?keyword=plumbing&includeTotalItems=true",
  "/Products?pageSize=200&startIndex=1000&includeTotalItems=true",
  "/PriceLines?pageSize=100",
  "/Vendors?pageSize=100",
  "/Users?pageSize=100",
  `/SalesOrders?ShipTo=${INVOICE_CUSTOMER.shipToId}&OrderStatus=Invoice&sort=-shipDate&includeTotalItems=true`,
  "/SalesOrders?ShipBranch=TNCH&OrderStatus=Invoice&PrintStatus=Q&includeTotalItems=true",
  "/SalesOrders?startIndex=2000&pageSize=50",
  `/ProductPricingMassInquiry?CustomerId=10100&ProductId=${PRODUCTS.perEach.id}&ProductId=${PRODUCTS.perHundred.id}&ProductId=101500&ShowCost=true`,
  "/UserDefined/PRINT.REVIEW?id=S1000002.0001",
];

describe("determinism", () => {
  it("starts quickly (data is shared and generated on first use)", () => {
    expect(startMs).toBeLessThan(1000);
  });

  it("two sims with the same seed answer identically", async () => {
    const [ca, cb] = await Promise.all([signIn(a), signIn(b)]);
    for (const path of paths) {
      const [ra, rb] = await Promise.all([ca.get(path), cb.get(path)]);
      expect(ra.status, path).toBe(200);
      expect(await ra.text(), path).toBe(await rb.text());
    }
    const pdf = `/SalesOrders/${QUEUED_ORDERS.regular.fullInvoiceID}/PrintInvoice`;
    const [pa, pb] = await Promise.all([ca.get(pdf), cb.get(pdf)]);
    expect(Buffer.from(await pa.arrayBuffer()).equals(Buffer.from(await pb.arrayBuffer()))).toBe(true);
  });

  it("a different seed gives different generated data but the same pinned records", async () => {
    const [ca, co] = await Promise.all([signIn(a), signIn(other)]);
    const generated = "/Contacts?pageSize=50&startIndex=200";
    expect(await (await ca.get(generated)).text()).not.toBe(await (await co.get(generated)).text());
    const pinned = `/Contacts/${CONTACTS.unique.id}`;
    const [pa, po] = await Promise.all([ca.json<{ lastName: string }>(pinned), co.json<{ lastName: string }>(pinned)]);
    expect(po.lastName).toBe(pa.lastName);
    const queue = await co.json<List<{ id: string }>>(
      "/SalesOrders?ShipBranch=TNNA&OrderStatus=Invoice&PrintStatus=Q&pageSize=100",
    );
    expect(queue.results.map((o) => o.id)).toEqual(
      expect.arrayContaining(Object.values(QUEUED_ORDERS).map((q) => q.orderId)),
    );
  });
});

describe("environments", () => {
  it("keeps each port's writes to itself", async () => {
    const ports = [5000, 5001, 5002, 5003];
    const clients: ErpClient[] = await Promise.all(ports.map((p) => signIn(a, p)));
    const path = `/Contacts/${CONTACTS.webUser.id}`;
    const original = await clients[0].json<{ title: string; updateKey: string }>(path);
    const saved = await clients[1].send("PUT", path, { ...original, title: "Written on Train" });
    expect(saved.status).toBe(200);
    expect((await clients[1].json<{ title: string }>(path)).title).toBe("Written on Train");
    for (const c of [clients[0], clients[2], clients[3]]) expect(await c.json(path)).toEqual(original);
    // The Production record still takes its own, unchanged, updateKey.
    expect((await clients[0].send("PUT", path, { ...original, title: "Written on Production" })).status).toBe(200);
    await control(a, 5001, "reset");
    expect(await (await signIn(a, 5001)).json(path)).toEqual(original);
  });

  it("holds realistic volumes", async () => {
    const c = await signIn(a, 5002);
    const total = async (path: string) =>
      (await c.json<List<unknown>>(`${path}${path.includes("?") ? "&" : "?"}includeTotalItems=true&pageSize=1`))
        .metadata.totalItems!;
    expect(await total("/Contacts")).toBeGreaterThanOrEqual(1000);
    expect(await total("/Customers")).toBeGreaterThanOrEqual(500);
    expect(await total("/Products?includeInactive=true")).toBeGreaterThanOrEqual(5000);
    expect(await total("/PriceLines")).toBeGreaterThanOrEqual(40);
    expect(await total("/SalesOrders?OrderStatus=Invoice")).toBeGreaterThanOrEqual(3000);
    expect(await total("/Vendors")).toBeGreaterThanOrEqual(100);
  });
});
