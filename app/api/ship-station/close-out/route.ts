// GET /api/ship-station/close-out?branch=&day= – the branch's day (closed, or what Close Out would take); POST – Close Out
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { closeOutCaller } from "@/lib/shipping/close-out/close-out-caller";
import { closeOutDay } from "@/lib/shipping/close-out/close-out-day";
import { readCloseOut } from "@/lib/shipping/close-out/read-close-out";
import { closeOutSchema } from "@/lib/shipping/close-out/schemas";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  const { branch, day } = readQuery(req, closeOutSchema);
  const { companyId } = await closeOutCaller(db, auth, company, branch);
  return NextResponse.json(await readCloseOut(db, { companyId, branch, day }));
});

export const POST = authedRoute(
  async ({ req, db, auth, company }) => {
    const { branch, day } = closeOutSchema.parse(await readJson(req));
    const caller = await closeOutCaller(db, auth, company, branch);
    return NextResponse.json(await closeOutDay(db, { ...caller, branch, day }));
  },
  { readsJson: true },
);
