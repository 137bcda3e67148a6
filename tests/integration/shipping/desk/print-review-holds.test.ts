import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/ship54/settings/route";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { intents } from "@/db/schema";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { buy, quote } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let staff: string;
let heritage: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

const held = QUEUED_ORDERS.creditHold.fullInvoiceID;

/** The settings as the screen holds them, with other print review holds. */
async function saveHolds(token: string, printReviewHolds: unknown) {
  const current = (await callRoute(readSettings, { token })).json;
  return callRoute(saveSettings, { token, method: "PUT", body: { ...current, printReviewHolds } });
}

describe("Print Review Holds in Ship54 Settings", () => {
  it("answers every value starting with HOLD, warn, until a company sets its own", async () => {
    for (const token of [staff, heritage]) {
      const { status, json } = await callRoute(readSettings, { token });
      expect(status).toBe(200);
      expect(json.printReviewHolds).toEqual({ values: ["HOLD*"], policy: "warn" });
    }
  });

  it("saves the values trimmed and upper-cased, and the policy", async () => {
    const res = await saveHolds(staff, { values: [" hold - credit ", "Review*"], policy: "prevent" });
    expect(res.status).toBe(200);
    expect((await callRoute(readSettings, { token: staff })).json.printReviewHolds).toEqual({
      values: ["HOLD - CREDIT", "REVIEW*"],
      policy: "prevent",
    });
    // A save without them (a client that predates them) keeps them.
    const { printReviewHolds: _, ...withoutHolds } = (await callRoute(readSettings, { token: staff })).json;
    expect((await callRoute(saveSettings, { token: staff, method: "PUT", body: withoutHolds })).status).toBe(200);
    expect((await callRoute(readSettings, { token: staff })).json.printReviewHolds.policy).toBe("prevent");
  });

  it("refuses bad values with a message that says which, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ values: ["*"], policy: "warn" }, "A * may only end a print review value"],
      [{ values: ["HOLD*", "hold*"], policy: "warn" }, "Print review value already listed: HOLD*"],
      [{ values: ["X".repeat(41)], policy: "warn" }, "A print review value has at most 40 characters"],
      [{ values: Array.from({ length: 51 }, (_, i) => `V${i}`), policy: "warn" }, "At most 50 print review values"],
      [{ values: ["HOLD*"], policy: "sometimes" }, "The print review hold policy is warn or prevent"],
    ];
    for (const [holds, message] of cases) {
      const res = await saveHolds(staff, holds);
      expect(res.status, message).toBe(400);
      expect(res.json.error).toContain(message);
    }
    expect((await callRoute(readSettings, { token: staff })).json.printReviewHolds.values).toEqual([
      "HOLD - CREDIT",
      "REVIEW*",
    ]);
  });

  it("lets only a Ship54 admin change them", async () => {
    const res = await saveHolds(heritage, { values: ["HOLD*"], policy: "prevent" });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("You need Ship54 admin permissions to change company settings");
    expect((await callRoute(readSettings, { token: heritage })).json.printReviewHolds.policy).toBe("warn");
  });
});

describe("the label purchase under a print review hold", () => {
  it("the queue carries the held invoice's review status", async () => {
    const { json } = await callRoute(queue, {
      token: staff,
      url: `http://localhost/api/ship-station/orders?branch=${QUEUE_BRANCH}`,
    });
    const row = json.orders.find((o: { invoiceNumber: string }) => o.invoiceNumber === held);
    expect(row).toMatchObject({ printReviewStatus: "HOLD - CREDIT" });
  });

  it("is refused under prevent (409, the reason named) before anything is spent; other invoices still ship", async () => {
    expect((await saveHolds(staff, { values: ["HOLD*"], policy: "prevent" })).status).toBe(200);
    const q = await quote(staff, held);
    const refused = await buy(staff, held, q.rates[0].object_id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      `Invoice ${held} is on hold in print review (HOLD - CREDIT). It cannot be shipped until the hold is released.`,
    );
    const { transactions } = await env.shippo.transactions(q.shipmentId);
    expect(transactions).toEqual([]);
    expect(await env.db.select().from(intents).where(eq(intents.kind, "label"))).toEqual([]);

    const regular = QUEUED_ORDERS.regular.fullInvoiceID;
    const ok = await quote(staff, regular);
    expect((await buy(staff, regular, ok.rates[0].object_id)).status).toBe(200);
  });

  it("is refused when the review cannot be read under prevent, rather than shipping a possibly held order", async () => {
    const q = await quote(staff, held);
    await erpFaults(env.erp, { failNext: { count: 1, status: 503, path: "PRINT.REVIEW" } });
    const res = await buy(staff, held, q.rates[0].object_id, 2);
    expect(res.status).toBe(502);
    expect((await env.shippo.transactions(q.shipmentId)).transactions).toEqual([]);
  });

  it("goes through under warn: the dashboard asked first", async () => {
    expect((await saveHolds(staff, { values: ["HOLD*"], policy: "warn" })).status).toBe(200);
    const q = await quote(staff, held);
    const res = await buy(staff, held, q.rates[0].object_id, 3);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ invoiceNumber: held, packageNumber: 3 });
  });
});
