import type { Db } from "@/db/client";
import type { RequestFacts } from "@/lib/api/request-facts";
import type { Intent } from "@/db/schema";
import { productRecovery } from "@/lib/create-product/create-product";
import { webPasswordRecovery } from "@/lib/contact-pw/update-web-password";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { RecoveryImpossibleError, type IntentSubject } from "@/lib/intents/errors";
import type { Recover } from "@/lib/intents/recover-or-explain";
import { priceLineRecovery } from "@/lib/price-line/save-access";
import { manifestRecovery } from "@/lib/shipping/close-out/recover-manifest";
import { freightRecovery } from "@/lib/shipping/freight/recover-freight";
import type { BoughtLabel } from "@/lib/shipping/labels/bought-label";
import { labelRecovery } from "@/lib/shipping/labels/recover-label";
import { afterLabelFound } from "@/lib/shipping/workflow/after-check-again";
import { postedAgainRecovery } from "@/lib/shipping/voids/post-freight-again";
import { refundRecovery } from "@/lib/shipping/voids/recover-refund";
import { reversalAgainRecovery, reversalRecovery } from "@/lib/shipping/voids/reverse-freight";
import { PROXY_ANSWER_LOST } from "@/lib/erp-writes/proxy-create-once";
import { surchargeRecoveryFromIntent } from "@/lib/surcharge/recover-surcharge-intent";
import { vendorRecovery } from "@/lib/vendor-add/create-vendor";

/** What a recovery may use: the database, and the caller's ERP connection when the intent's flow needs one. */
export type CheckContext = { db: Db; erp: () => Promise<ErpConnection>; facts: RequestFacts };

type Checkable = {
  subject: IntentSubject;
  what: string;
  recover(ctx: CheckContext): Recover<unknown>;
  /** What the flow does once the action is known made (a label: the rest of its shipment); answers the result. */
  found?(db: Db, intent: Intent, result: unknown): Promise<unknown>;
};

/** A recovery that needs the ERP, on the caller's connection to the environment the intent was sent to. */
function onErp(recover: (conn: ErpConnection) => (intent: Intent) => Promise<unknown>) {
  return (ctx: CheckContext): Recover<unknown> =>
    async (intent) => {
      const conn = await ctx.erp();
      const sentTo = intent.key.split("|")[1];
      if (sentTo && sentTo !== conn.origin) {
        throw new RecoveryImpossibleError({
          code: "conflict",
          message:
            "This was sent to another ERP port. Change the API Port on Home to the one it was sent from, then press Check Again.",
        });
      }
      return recover(conn)(intent);
    };
}

/**
 * Every kind of intent Check Again can settle, with the recovery its flow runs before a retry: the same function,
 * built from the intent row alone, so an answer lost on one screen can be looked up from another or by an admin.
 */
export const CHECKABLE: Record<string, Checkable> = {
  label: {
    subject: "label",
    what: "Shipping label",
    recover: ({ db }) => labelRecovery(db),
    found: (db, intent, label) => afterLabelFound(db, intent, label as BoughtLabel),
  },
  freight: { subject: "freight line", what: "Freight posting", recover: ({ db, erp }) => freightRecovery(db, erp) },
  void: { subject: "refund", what: "Label void", recover: ({ db }) => refundRecovery(db) },
  manifest: { subject: "manifest", what: "Close-out manifest", recover: ({ db }) => manifestRecovery(db) },
  "freight-void": {
    subject: "freight line",
    what: "Freight reversal",
    recover: ({ db, erp }) => reversalRecovery(db, erp),
  },
  "freight-again": {
    subject: "freight line",
    what: "Freight posted again",
    recover: ({ db, erp }) => postedAgainRecovery(db, erp),
  },
  "freight-void-again": {
    subject: "freight line",
    what: "Freight reversal (posted again)",
    recover: ({ db, erp }) => reversalAgainRecovery(db, erp),
  },
  surcharge: {
    subject: "surcharge",
    what: "Card surcharge",
    recover: ({ db, facts }) => surchargeRecoveryFromIntent(db, facts),
  },
  "erp-vendor": { subject: "record", what: "New vendor", recover: onErp(vendorRecovery) },
  "erp-product": { subject: "record", what: "New product", recover: onErp(productRecovery) },
  "contact-web-password": { subject: "record", what: "Web password", recover: onErp(webPasswordRecovery) },
  "price-line-access": { subject: "record", what: "Price line access", recover: onErp(priceLineRecovery) },
  "erp-proxy-create": {
    subject: "record",
    what: "ERP record (API client)",
    recover: () => async () => {
      throw new RecoveryImpossibleError({ code: "bad_gateway", message: PROXY_ANSWER_LOST });
    },
  },
};
