// POST /api/ship-station/batches/review – each selected invoice's rate by the batch's rule and box, with the totals
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { reviewBatch } from "@/lib/shipping/batches/review-batch";
import { batchReviewRequestSchema } from "@/lib/shipping/batches/schemas";

export const POST = authedRoute(
  async ({ req, db, auth, company }) => {
    const caller = await batchCaller(db, auth, company);
    const input = batchReviewRequestSchema.parse(await readJson(req));
    return NextResponse.json(await reviewBatch({ db, ...caller, claims: auth.claims }, input));
  },
  { readsJson: true },
);
