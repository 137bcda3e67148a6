// POST /api/intents/{id}/check – Check Again: settle an action that may have been made, by looking, never by acting
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { checkAgain } from "@/lib/check-again/check-again";

export const POST = authedRoute<{ id: string }>(async ({ params, db, auth, facts }) =>
  NextResponse.json(await checkAgain(db, { id: params.id, auth, facts })),
);
