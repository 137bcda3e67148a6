import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments } from "@/db/schema";
import { reReadSilentShipments } from "@/lib/shipping/tracking/backstop";
import { buyLabelForEds } from "@/tests/helpers/bought-label";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
});
afterAll(() => env?.close());

describe("the tracking backstop", () => {
  it("re-reads a shipment nothing was heard of for the silent period, and leaves a fresh one alone", async () => {
    // No webhook exists: the stand-in's scans reach nobody, as when deliveries are lost.
    const silent = await buyLabelForEds(env.db, { invoiceNumber: "S8000001.001" });
    const fresh = await buyLabelForEds(env.db, { invoiceNumber: "S8000002.001" });
    for (const s of [silent, fresh])
      await env.shippo.control(`/tracks/${s.carrier}/${s.trackingNumber}/advance`, {
        to: "OUT_FOR_DELIVERY",
        deliver: false,
      });
    await env.db
      .update(shipments)
      .set({ createdAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(shipments.id, silent.id));

    expect(await reReadSilentShipments(env.db, { silentMinutes: 360 })).toEqual({ checked: 1, updated: 1, failed: 0 });
    const [after] = await env.db.select().from(shipments).where(eq(shipments.id, silent.id));
    expect(after.internalStatus).toBe("OUT_FOR_DELIVERY");
    expect(after.lastTrackedAt).not.toBeNull();
    const [untouched] = await env.db.select().from(shipments).where(eq(shipments.id, fresh.id));
    expect(untouched.internalStatus).toBe("LABEL_PURCHASED");
    // Just read: not silent any more.
    expect((await reReadSilentShipments(env.db, { silentMinutes: 360 })).checked).toBe(0);
  });
});
