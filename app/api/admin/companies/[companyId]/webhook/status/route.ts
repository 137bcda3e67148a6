// GET /api/admin/companies/{companyId}/webhook/status – the company's tracking webhook: active, its error, when made
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { toWebhookStatus } from "@/lib/shipping/settings/webhooks/company-webhook-store";
import { webhookCompany } from "@/lib/shipping/settings/webhooks/webhook-company";

export const GET = authedRoute<{ companyId: string }>(async ({ params, db, auth }) => {
  const company = await webhookCompany(db, auth.claims, params.companyId, { manage: false });
  return NextResponse.json({
    webhook: toWebhookStatus(company.ship54Settings.shippo?.webhook),
    hasValidToken: company.hasValidToken,
  });
});
