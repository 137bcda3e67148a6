// GET /api/stripe/config – the publishable key and, with the stand-in, where Stripe.js is loaded from
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { stripeBrowserConfig } from "@/lib/billing/browser-config";

export const GET = authedRoute(async () => NextResponse.json(stripeBrowserConfig()));
