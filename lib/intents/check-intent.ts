import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { intentBusyError, type IntentSubject } from "./errors";
import { claimIntentById, finishIntent, releaseIntent, progressSaver } from "./intent-rows";
import { recoverOrExplain, type Recover } from "./recover-or-explain";
import { DEFAULT_LEASE_MS } from "./run-once";

/** What Check Again learned: made (with what), or certainly not made (a plain retry may send it). */
export type CheckOutcome<T> = { state: "done"; result: T } | { state: "freed" };

/**
 * Check Again: settles an intent by recovery alone, never by acting. A done intent answers its result; one that
 * no attempt may have acted on is free already; one in flight is looked up at the outside system, and ends done
 * (found) or freed (proved not made). A recovery that cannot answer leaves it in flight (CLARIFICATIONS 53).
 */
export async function checkIntent<T>(
  db: Db,
  intent: Intent,
  subject: IntentSubject,
  recover: Recover<T>,
): Promise<CheckOutcome<T>> {
  if (intent.state === "done") return { state: "done", result: intent.result as T };
  if (!intent.inFlight) return { state: "freed" };
  const held = await claimIntentById(db, intent.id, DEFAULT_LEASE_MS);
  if (!held) throw intentBusyError();
  const saveProgress = progressSaver(db, held);
  try {
    const found = await recoverOrExplain(held, subject, recover, { saveProgress });
    if (found !== null) {
      const row = await finishIntent(db, held, found);
      return { state: "done", result: row.result as T };
    }
    await releaseIntent(db, held, { freed: true, error: "Check Again: recovery found nothing made" });
    return { state: "freed" };
  } catch (err) {
    await releaseIntent(db, held, { freed: false, error: err });
    throw err;
  }
}
