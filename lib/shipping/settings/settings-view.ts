import type { Ship54Settings } from "@/db/schema";
import { customerMailSettings } from "../mails/mail-settings";

/** Spec 2 section 8: when the COD settings cannot be read, the dashboard uses the COD terms and policy warn. */
/** Spec 3 section 3: a user's auto search is on until they turn it off. */
export const AUTO_SEARCH_DEFAULT = true;

export const COD_DEFAULTS = { termsCodes: ["COD"], balancePolicy: "warn" } as const satisfies NonNullable<
  Ship54Settings["cod"]
>;
/** Issue 27: every print review status starting with HOLD (HOLD - CREDIT, HOLD - PRICING, …) asks first. */
export const HOLD_DEFAULTS = { values: ["HOLD*"], policy: "warn" } as const satisfies NonNullable<
  Ship54Settings["printReviewHolds"]
>;
/** CLARIFICATIONS 64: the ship vias that are not parcels until a Ship54 admin says otherwise. */
export const NON_PARCEL_DEFAULTS = ["OUR TRUCK", "WILL CALL", "PICKUP", "CUSTOMER PICKUP"] as const;
/** Spec 2 section 9: freight default method filedrop. */
export const FREIGHT_DEFAULTS = { defaultMethod: "filedrop", productId: null } as const;

/**
 * The settings as `GET /api/ship54/settings` answers them (spec 3 section 3, CLARIFICATIONS 27): every section
 * with its defaults, the per-user auto search, and never the token (encrypted or not).
 */
export function ship54SettingsView(settings: Ship54Settings, prefs: { enableAutoSearch?: boolean }) {
  const token = settings.shippo?.customerToken;
  const webhook = settings.shippo?.webhook;
  return {
    shippo: {
      connected: Boolean(settings.shippo?.connected),
      accountInfo: settings.shippo?.accountInfo ?? null,
      customerToken: token
        ? {
            isValid: Boolean(token.isValid),
            lastTested: token.lastTested ?? null,
            testResults: token.testResults ?? null,
            environment: token.environment ?? "test",
          }
        : null,
      webhook: webhook
        ? { isActive: webhook.isActive, lastError: webhook.lastError ?? null, createdAt: webhook.createdAt ?? null }
        : null,
    },
    freight: {
      defaultMethod: settings.freight?.defaultMethod ?? FREIGHT_DEFAULTS.defaultMethod,
      productId: settings.freight?.productId ?? FREIGHT_DEFAULTS.productId,
    },
    shipping: {
      enableAutoSearch: prefs.enableAutoSearch ?? AUTO_SEARCH_DEFAULT,
      enableTrackingTestMode: Boolean(settings.shipping?.enableTrackingTestMode),
      testMode: Boolean(settings.shipping?.testMode),
    },
    cod: {
      termsCodes: settings.cod?.termsCodes ?? [...COD_DEFAULTS.termsCodes],
      balancePolicy: settings.cod?.balancePolicy ?? COD_DEFAULTS.balancePolicy,
    },
    printReviewHolds: {
      values: settings.printReviewHolds?.values ?? [...HOLD_DEFAULTS.values],
      policy: settings.printReviewHolds?.policy ?? HOLD_DEFAULTS.policy,
    },
    nonParcelShipVias: settings.nonParcelShipVias ?? [...NON_PARCEL_DEFAULTS],
    customerMails: customerMailSettings(settings.customerMails),
  };
}

export type Ship54SettingsView = ReturnType<typeof ship54SettingsView>;
