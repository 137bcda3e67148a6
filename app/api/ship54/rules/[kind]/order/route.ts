// PUT /api/ship54/rules/{kind}/order – put the rules of that kind in a new order ({ ids }, every rule once; Ship54 admins)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { rulesScope } from "@/lib/shipping/rules/rules-scope";
import { reorderRules } from "@/lib/shipping/rules/save-rule";
import { ruleOrderSchema } from "@/lib/shipping/rules/schemas";

type Params = { kind: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth, company }) => {
    const scope = await rulesScope(req, params, { claims: auth.claims, company, writes: true });
    const { ids } = ruleOrderSchema.parse(await readJson(req));
    return NextResponse.json({ rules: await reorderRules(db, scope, ids) });
  },
  { readsJson: true },
);
