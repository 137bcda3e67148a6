import "server-only";
import { eq } from "drizzle-orm";
import { encryptSecret } from "@/lib/crypto/secret-box";
import type { Db } from "./client";
import { companies, type Ship54Settings } from "./schema";

/** Company EDS's Shippo test token: the stand-in takes any `shippo_test_` + hex token as an account of its own. */
export const DEMO_SHIPPO_TOKEN = "shippo_test_e54d0000000000000000000000000000000000a1";

/** The freight product of the ERP stand-in (sim/erp fixtures: FREIGHT OUT - SMALL PARCEL). */
const DEMO_FREIGHT_PRODUCT_ID = "100001";

/**
 * Gives company EDS working Ship54 settings (a valid test token at the stand-in, the freight product, the ERP's COD
 * codes), so the shipping desk works on `npm run dev` before anyone opens Ship54 Settings. Settings already there
 * are kept; only a missing token is filled in.
 */
export async function seedShip54Settings(db: Db) {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  if (!eds || eds.ship54Settings.shippo?.customerToken?.encrypted) return;
  const settings: Ship54Settings = {
    ...eds.ship54Settings,
    shippo: {
      ...eds.ship54Settings.shippo,
      connected: true,
      accountInfo: { name: "EDS shipping (test)" },
      customerToken: {
        encrypted: encryptSecret(DEMO_SHIPPO_TOKEN),
        isValid: true,
        lastTested: null,
        environment: "test",
      },
    },
    freight: eds.ship54Settings.freight ?? { defaultMethod: "filedrop", productId: DEMO_FREIGHT_PRODUCT_ID },
    cod: eds.ship54Settings.cod ?? { termsCodes: ["COD", "COD CASH", "COD CHECK"], balancePolicy: "warn" },
    // Its labels are test labels: tracking test mode lets its staff see them on Invoice Tracking (CLARIFICATIONS 30).
    shipping: eds.ship54Settings.shipping ?? { enableTrackingTestMode: true },
  };
  await db.update(companies).set({ ship54Settings: settings, hasValidToken: true }).where(eq(companies.id, eds.id));
}
