// POST /api/shipments/mails/{mailId}/retry – Retry Mail: a customer mail the mail server refused, sent again now
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { EVERY_COMPANY } from "@/lib/shipping/core/find-shipment";
import { MAIL_QUEUED, retryMail } from "@/lib/shipping/mails/retry-mail";
import { shipmentScope } from "@/lib/shipping/tracking/shipments/shipment-access";

export const POST = authedRoute<{ mailId: string }>(async ({ params, db, auth }) => {
  const owner = (await shipmentScope(db, auth.claims)) ?? EVERY_COMPANY;
  const retried = await retryMail(db, { owner, mailId: params.mailId });
  return retried.queued
    ? NextResponse.json({ ...retried, message: MAIL_QUEUED }, { status: 202 })
    : NextResponse.json(retried);
});
