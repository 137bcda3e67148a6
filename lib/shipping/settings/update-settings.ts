import { eq } from "drizzle-orm";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "@/db/client";
import { users, type Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { isShip54Admin, NEEDS_SHIP54_ADMIN_SETTINGS } from "./settings-company";
import { toSettingsView } from "./settings-screen-view";
import type { PutSettingsBody } from "./schemas";
import { patchShip54Settings } from "./write-settings";

/**
 * Save the screen's settings: freight, COD, the print review holds, the non-parcel ship vias, customer mails and the tracking test mode for the company; enableAutoSearch for the
 * caller only (CLARIFICATIONS 27). Company-wide changes need a Ship54 admin; anyone may save their own preference.
 */
export async function updateSettings(db: Db, params: { company: Company; claims: Claims; body: PutSettingsBody }) {
  const { company, claims, body } = params;
  const stored = toSettingsView(company, null);
  const next = {
    freight: body.freight,
    cod: body.cod,
    printReviewHolds: body.printReviewHolds ?? stored.printReviewHolds,
    nonParcelShipVias: body.nonParcelShipVias ?? stored.nonParcelShipVias,
    customerMails: body.customerMails ?? stored.customerMails,
    shipping: {
      enableTrackingTestMode: body.shipping.enableTrackingTestMode ?? stored.shipping.enableTrackingTestMode,
      testMode: body.shipping.testMode ?? stored.shipping.testMode,
    },
  };
  const current = {
    freight: stored.freight,
    cod: stored.cod,
    printReviewHolds: stored.printReviewHolds,
    nonParcelShipVias: stored.nonParcelShipVias,
    customerMails: stored.customerMails,
    shipping: { enableTrackingTestMode: stored.shipping.enableTrackingTestMode, testMode: stored.shipping.testMode },
  };
  const companyChanged = !isDeepStrictEqual(next, current);
  if (companyChanged && !isShip54Admin(claims))
    throw new ApiError({ code: "forbidden", message: NEEDS_SHIP54_ADMIN_SETTINGS });
  if (companyChanged) await patchShip54Settings(db, company.id, next);
  const user = await db.query.users.findFirst({ where: eq(users.id, claims.userId), columns: { preferences: true } });
  await db
    .update(users)
    .set({
      preferences: { ...user?.preferences, enableAutoSearch: body.shipping.enableAutoSearch },
      updatedAt: new Date(),
    })
    .where(eq(users.id, claims.userId));
}
