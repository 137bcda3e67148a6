import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Ship54Settings } from "@/db/schema";

type ShippoSettings = NonNullable<Ship54Settings["shippo"]>;
/** null clears a key. */
type ShippoPatch = { [K in keyof ShippoSettings]?: ShippoSettings[K] | null };

/**
 * Replace some top-level sections (freight, shipping, cod) in one statement: a token validated at the same moment
 * writes `shippo` and neither write loses the other.
 */
export async function patchShip54Settings(db: Db, companyId: string, patch: Omit<Ship54Settings, "shippo">) {
  await db
    .update(companies)
    .set({ ship54Settings: sql`${companies.ship54Settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Merge keys into `shippo` (token, connection, webhook) in one statement; `hasValidToken` follows when given. */
export async function patchShippoSettings(db: Db, companyId: string, patch: ShippoPatch, hasValidToken?: boolean) {
  const shippo = sql`coalesce(${companies.ship54Settings} -> 'shippo', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;
  await db
    .update(companies)
    .set({
      ship54Settings: sql`${companies.ship54Settings} || jsonb_build_object('shippo', ${shippo})`,
      ...(hasValidToken === undefined ? {} : { hasValidToken }),
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}
