import { sql } from "drizzle-orm";
import { customerMails, shipments } from "@/db/schema";
import { asSentence, type AttentionRule } from "../attention-rule";
import { failingMail } from "../candidates";
import { MAIL_FAILURES } from "../thresholds";

/**
 * A customer mail the mail server refused MAIL_FAILURES times (the sender keeps trying, backing off to an hour):
 * Retry Mail sends it now, through the one sender.
 */
export const mailFailed: AttentionRule = {
  reason: "mail",
  // The failing mails are few: their shipments are found once (a hashed list), not looked up per shipment.
  test: (now) =>
    sql`${shipments.id} in (select ${customerMails.shipmentId} from ${customerMails} where ${failingMail(now)})`,
  finding: ({ shipment, mail }) => ({
    sentence: asSentence(
      `The customer's ${mail?.kind ?? "shipped"} mail failed ${mail?.attempts ?? MAIL_FAILURES} times: ${mail?.lastError ?? "the mail server did not take it"}`,
    ),
    since: mail?.createdAt ?? shipment.createdAt,
    action: { kind: "Retry Mail", mailId: mail?.id ?? "" },
  }),
};
