// POST /api/admin/companies/webhooks/create-all – a webhook for every company with a valid token and none active (admins)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { appBaseUrl } from "@/lib/shipping/settings/app-url";
import { createAllWebhooks } from "@/lib/shipping/settings/webhooks/create-all-webhooks";

export const POST = authedRoute(
  async ({ req, db }) => NextResponse.json({ results: await createAllWebhooks(db, appBaseUrl(req.nextUrl.origin)) }),
  { admin: true },
);
