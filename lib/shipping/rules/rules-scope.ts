import type { NextRequest } from "next/server";
import type { CompanyScope } from "@/lib/api/company-scope";
import type { Claims } from "@/lib/auth/claims";
import { ApiError } from "@/lib/errors/api-error";
import { requireShip54Admin } from "../settings/settings-company";
import { RULE_MSG, type RuleKind } from "./rule-limits";
import { ruleIdSchema, ruleKindSchema } from "./schemas";

/**
 * The list a rules route acts on: its kind from the path (another is not found), within the company the caller acts
 * for (an administrator names it in `?companyId=`); a write goes on only for a Ship54 admin.
 */
export async function rulesScope(
  req: NextRequest,
  params: { kind: string; ruleId?: string },
  caller: { claims: Claims; company: CompanyScope; writes: boolean },
): Promise<{ companyId: string; kind: RuleKind; ruleId: string }> {
  const kind = ruleKindSchema.safeParse(params.kind);
  if (!kind.success) throw new ApiError({ code: "not_found", message: "There is no such list of rules." });
  const { companyId } = await caller.company.resolve(req.nextUrl.searchParams.get("companyId")?.slice(0, 64));
  if (caller.writes) requireShip54Admin(caller.claims, RULE_MSG.needsAdmin);
  const ruleId = params.ruleId === undefined ? "" : ruleIdSchema.parse(params.ruleId);
  return { companyId, kind: kind.data, ruleId };
}
