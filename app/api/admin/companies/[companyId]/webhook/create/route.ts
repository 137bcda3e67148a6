// POST /api/admin/companies/{companyId}/webhook/create – create the tracking webhook (idempotent; Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { appBaseUrl } from "@/lib/shipping/settings/app-url";
import { createCompanyWebhook } from "@/lib/shipping/settings/webhooks/create-company-webhook";
import { webhookCompany } from "@/lib/shipping/settings/webhooks/webhook-company";

export const POST = authedRoute<{ companyId: string }>(async ({ req, params, db, auth }) => {
  const company = await webhookCompany(db, auth.claims, params.companyId, { manage: true });
  const webhook = await createCompanyWebhook(db, { company, baseUrl: appBaseUrl(req.nextUrl.origin) });
  return NextResponse.json({ success: true, webhook });
});
