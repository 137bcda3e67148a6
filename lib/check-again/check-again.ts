import { z } from "zod";
import type { Db } from "@/db/client";
import type { RequestFacts } from "@/lib/api/request-facts";
import { ApiError } from "@/lib/errors/api-error";
import type { AuthContext } from "@/lib/auth/claims";
import { getErpConnection } from "@/lib/erp/session";
import { checkIntent, type CheckOutcome } from "@/lib/intents/check-intent";
import { RecoveryImpossibleError } from "@/lib/intents/errors";
import { findIntent } from "@/lib/intents/intent-rows";
import { CHECKABLE } from "./checkable-kinds";

const notFound = () => new ApiError({ code: "not_found", message: "There is no such action to check." });

/**
 * POST /api/intents/{id}/check: Check Again for anything that may have been made (CLARIFICATIONS 53). A user of the
 * intent's company or an administrator may ask; another company's intent is answered as unknown.
 */
export async function checkAgain(
  db: Db,
  params: { id: string; auth: AuthContext; facts: RequestFacts },
): Promise<CheckOutcome<unknown>> {
  const intent = z.uuid().safeParse(params.id).success ? await findIntent(db, { id: params.id }) : undefined;
  const { claims } = params.auth;
  const isAdmin = claims.userType === "admin";
  if (!intent || (!isAdmin && intent.companyId !== (claims.companyId?._id ?? null))) throw notFound();
  const kind = CHECKABLE[intent.kind];
  if (!kind) throw new ApiError({ code: "unprocessable", message: "This kind of action cannot be checked here." });
  const erp = async () => {
    if (isAdmin) {
      throw new RecoveryImpossibleError({
        code: "unprocessable",
        message: "Checking this needs the company's ERP session: ask one of its users to press Check Again.",
      });
    }
    return getErpConnection(db, params.auth);
  };
  const outcome = await checkIntent(db, intent, kind.subject, kind.recover({ db, erp, facts: params.facts }));
  if (outcome.state !== "done" || !kind.found) return outcome;
  return { state: "done", result: await kind.found(db, intent, outcome.result) };
}
