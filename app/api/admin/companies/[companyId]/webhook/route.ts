// DELETE /api/admin/companies/{companyId}/webhook – delete the tracking webhook and its URL secret (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { deleteCompanyWebhook } from "@/lib/shipping/settings/webhooks/delete-company-webhook";
import { webhookCompany } from "@/lib/shipping/settings/webhooks/webhook-company";

export const DELETE = authedRoute<{ companyId: string }>(async ({ params, db, auth }) => {
  const company = await webhookCompany(db, auth.claims, params.companyId, { manage: true });
  await deleteCompanyWebhook(db, company);
  return NextResponse.json({ success: true });
});
