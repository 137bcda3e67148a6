// POST /api/erp/surcharge?order=&companyCode=&port=[&check=1] – add the card surcharge line to an ERP order, once (public)
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { rateLimited } from "@/lib/rate-limit/enforce-rate-limit";
import { applySurcharge } from "@/lib/surcharge/apply-surcharge";
import { checkApiUserLink } from "@/lib/surcharge/check-api-user-link";
import { checkSurcharge } from "@/lib/surcharge/check-surcharge";
import { loadSurchargeTarget } from "@/lib/surcharge/load-surcharge-target";
import { surchargeQuerySchema, type SurchargeAnswer } from "@/lib/surcharge/schemas";
import { surchargeAccess } from "@/lib/surcharge/surcharge-access";

// 10 requests a minute per client address (CLARIFICATIONS 44), counted before anything else.
export const POST = publicRoute(
  async ({ req, db, facts, signedIn }) => {
    const search = req.nextUrl.searchParams;
    const query = surchargeQuerySchema.parse({
      order: search.get("order") || undefined,
      companyCode: search.get("companyCode") || undefined,
      port: search.get("port") || undefined,
    });
    const target = await loadSurchargeTarget(db, query);
    const access = await surchargeAccess(db, signedIn, target);
    const params = { target, order: query.order, access, facts };
    // Check Again (CLARIFICATIONS 53): look at the order for a surcharge that may have been made; never add one.
    if (search.get("check") === "1") return NextResponse.json(await checkSurcharge(db, params));
    await checkApiUserLink(db, params);
    const { result, replayed, intent } = await applySurcharge(db, params);
    // The ledger's finish time: a repeat of the link says when the surcharge was applied.
    const answer: SurchargeAnswer = { ...result, replayed, appliedAt: intent.updatedAt.toISOString() };
    return NextResponse.json(answer);
  },
  { rateLimit: rateLimited("surcharge") },
);
