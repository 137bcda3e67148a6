import type { Intent } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { IntentUnconfirmedError, RecoveryImpossibleError, type IntentSubject } from "./errors";

export type RecoverTools = { saveProgress(progress: Record<string, unknown>): Promise<void> };

/**
 * Looks at the outside system for what an earlier attempt did: its result, or null when it certainly did nothing
 * (then, with what it saved of partial steps, acting again repeats nothing). Settles progress through `saveProgress`.
 */
export type Recover<T> = (intent: Intent, tools: RecoverTools) => Promise<T | null>;

/**
 * Runs the recovery of an intent that may have acted. A recovery that cannot answer never frees the intent: the
 * caller reads CLARIFICATIONS 53 (or, when the ERP session ended, 401: signing in again lets the next look answer).
 */
export async function recoverOrExplain<T>(
  intent: Intent,
  subject: IntentSubject,
  recover: Recover<T> | undefined,
  tools: RecoverTools,
): Promise<T | null> {
  if (!recover) throw new IntentUnconfirmedError(intent.id, subject);
  try {
    return await recover(intent, tools);
  } catch (err) {
    if (err instanceof IntentUnconfirmedError || err instanceof RecoveryImpossibleError) throw err;
    if (err instanceof ApiError && err.status === 401) throw err;
    logger.warn(
      { err: err instanceof Error ? err.message : String(err), intentId: intent.id, kind: intent.kind },
      "recovery could not answer",
    );
    throw new IntentUnconfirmedError(intent.id, subject);
  }
}
