// PUT /api/ship54/rules/{kind}/{ruleId} – change a rule (its place stays); DELETE – delete it (Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { rulesScope } from "@/lib/shipping/rules/rules-scope";
import { deleteRule, updateRule } from "@/lib/shipping/rules/save-rule";

type Params = { kind: string; ruleId: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth, company }) => {
    const scope = await rulesScope(req, params, { claims: auth.claims, company, writes: true });
    return NextResponse.json(await updateRule(db, scope, await readJson(req)));
  },
  { readsJson: true },
);

export const DELETE = authedRoute<Params>(async ({ req, params, db, auth, company }) => {
  await deleteRule(db, await rulesScope(req, params, { claims: auth.claims, company, writes: true }));
  return NextResponse.json({ success: true });
});
