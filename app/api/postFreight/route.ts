// POST /api/postFreight – post a bought label's freight once: StarShip file drop, or freight line then print status P
// (none for a freight-exempt customer, CLARIFICATIONS 61); `message` says what was done, as the desk's dialog does
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { getErpConnection } from "@/lib/erp/session";
import { freightPostedText } from "@/lib/shipping/freight/freight-posted-text";
import { postFreight } from "@/lib/shipping/freight/post-freight";
import { postFreightSchema } from "@/lib/shipping/freight/schemas";

export const POST = authedRoute(async ({ req, db, auth, company }) => {
  const input = postFreightSchema.parse(await readJson(req));
  const posted = await postFreight(db, {
    companyId: (await company.resolve()).companyId,
    erp: () => getErpConnection(db, auth),
    input,
  });
  return NextResponse.json({ ...posted, message: freightPostedText(posted) });
});
