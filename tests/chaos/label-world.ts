// The world of the shipping desk's flows: the ERP, Shippo (and for freight by file drop, the file store) stand-ins,
// the clerk signed in twice, and a fresh (invoice, package) per schedule: the label's and the freight's key.
import { inArray } from "drizzle-orm";
import { intents, shipments } from "@/db/schema";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { quote } from "@/tests/integration/shipping/ship-desk";
import { ERP_TIMEOUT_MS } from "./erp-knobs";
import { signInTwice } from "./erp-world";
import { startFileStore, type FileStore } from "./file-store";
import type { WorldOptions } from "./model";

/** The portal's Shippo time-out in these worlds: a purchase that hangs costs little. */
export const SHIPPO_TIMEOUT_MS = 800;
const INVOICES = Object.values(QUEUED_ORDERS).map((o) => o.fullInvoiceID);
const MAX_PACKAGE = 99;

export type LabelWorld = {
  env: TestEnv & { shippo: ShippoStandIn };
  tokens: [string, string];
  files?: FileStore;
  used: number;
};

export async function startLabelWorld({
  files: withFiles,
  ...opts
}: WorldOptions & { files?: boolean }): Promise<LabelWorld> {
  const files = withFiles ? await startFileStore() : undefined;
  const env = await startTestEnv({
    ...opts,
    shippo: true,
    env: { ERP_TIMEOUT_MS: String(ERP_TIMEOUT_MS), SHIPPO_TIMEOUT_MS: String(SHIPPO_TIMEOUT_MS) },
  });
  return { env, files, tokens: await signInTwice(), used: 0 };
}

/**
 * The next `n` unused (invoice, package)s. When fewer than `n` are left of every package of every queued invoice,
 * the desk's ledger and records are cleared first, as a new world would start (the stand-ins keep what they hold:
 * each key's effects are counted on its own Shippo shipment and tracking number). A schedule takes all it needs at
 * once, before it buys anything: a clearing between two of its packages would delete what it had bought, and a
 * package taken before a clearing and bought after it would answer the next schedule that is given that key.
 */
export async function nextPackages(
  world: LabelWorld,
  n: number,
): Promise<{ invoice: string; packageNumber: number }[]> {
  if (world.used + n > INVOICES.length * MAX_PACKAGE) {
    await world.env.db.delete(intents).where(inArray(intents.kind, ["label", "freight"]));
    await world.env.db.delete(shipments);
    world.used = 0;
  }
  return Array.from({ length: n }, () => {
    const k = world.used++;
    return { invoice: INVOICES[k % INVOICES.length], packageNumber: Math.floor(k / INVOICES.length) + 1 };
  });
}

/** The next unused (invoice, package) (see `nextPackages`). */
export async function nextPackage(world: LabelWorld): Promise<{ invoice: string; packageNumber: number }> {
  return (await nextPackages(world, 1))[0];
}

/** The desk's quote of a package (order details, then rates); retried, as the clerk would, when the ERP was slow. */
export async function quoteFresh(world: LabelWorld, invoice: string): ReturnType<typeof quote> {
  for (let tries = 1; ; tries++) {
    try {
      return await quote(world.tokens[0], invoice);
    } catch (err) {
      if (tries === 3) throw err;
    }
  }
}

/** The parts of a flow every desk flow shares. */
export const labelWorldParts = {
  signInAgain: async (world: LabelWorld) => {
    world.tokens = await signInTwice();
  },
  databaseUrl: (world: LabelWorld) => world.env.databaseUrl,
  db: (world: LabelWorld) => world.env.db,
  close: async (world: LabelWorld) => {
    await world.env.close();
    await world.files?.close();
  },
};
