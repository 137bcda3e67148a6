// GET /api/ship54/rules/{shipping|freight} – the company's rules of that kind, in order; POST – add one at the end (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { listRules } from "@/lib/shipping/rules/list-rules";
import { rulesScope } from "@/lib/shipping/rules/rules-scope";
import { createRule } from "@/lib/shipping/rules/save-rule";

type Params = { kind: string };

export const GET = authedRoute<Params>(async ({ req, params, db, auth, company }) => {
  const scope = await rulesScope(req, params, { claims: auth.claims, company, writes: false });
  return NextResponse.json({ rules: await listRules(db, scope) });
});

export const POST = authedRoute<Params>(
  async ({ req, params, db, auth, company }) => {
    const scope = await rulesScope(req, params, { claims: auth.claims, company, writes: true });
    return NextResponse.json(await createRule(db, scope, await readJson(req)), { status: 201 });
  },
  { readsJson: true },
);
