import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type EncryptedSecret, type Ship54Settings } from "@/db/schema";

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
  await writeShippo(db, eq(companies.id, companyId), shippo, hasValidToken);
}

/** Set `shippo` to the given expression (of the stored one) in the rows `where` picks; `hasValidToken` follows when given. */
async function writeShippo(db: Db, where: SQL | undefined, shippo: SQL, hasValidToken?: boolean) {
  await db
    .update(companies)
    .set({
      ship54Settings: sql`${companies.ship54Settings} || jsonb_build_object('shippo', ${shippo})`,
      ...(hasValidToken === undefined ? {} : { hasValidToken }),
      updatedAt: new Date(),
    })
    .where(where);
}

type TokenState = Omit<NonNullable<ShippoSettings["customerToken"]>, "encrypted">;

/**
 * Merge a test's outcome into `shippo.customerToken` (and `accountInfo`), in one statement and only while the
 * stored token is still the one tested (`tested`, its encrypted box: each save encrypts with a fresh IV). The token
 * itself is never written here, so a test that outlived a save or a removal cannot bring the old token back.
 */
export async function recordTokenTest(
  db: Db,
  companyId: string,
  tested: EncryptedSecret,
  outcome: { accountInfo?: ShippoSettings["accountInfo"]; customerToken: TokenState },
  hasValidToken?: boolean,
) {
  const stored = sql`${companies.ship54Settings} -> 'shippo'`;
  const token = sql`coalesce(${stored} -> 'customerToken', '{}'::jsonb) || ${JSON.stringify(outcome.customerToken)}::jsonb`;
  const accountInfo = outcome.accountInfo === undefined ? {} : { accountInfo: outcome.accountInfo };
  const shippo = sql`${stored} || ${JSON.stringify(accountInfo)}::jsonb || jsonb_build_object('customerToken', ${token})`;
  const stillTested = sql`${stored} -> 'customerToken' -> 'encrypted' = ${JSON.stringify(tested)}::jsonb`;
  await writeShippo(db, and(eq(companies.id, companyId), stillTested), shippo, hasValidToken);
}
