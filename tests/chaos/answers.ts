// How the checker reads an answer: told success, told it failed for good, or told to try again (not final).
import type { Answer } from "./model";

/**
 * The user was told the action was done (a Check Again that found it done counts). A 2xx that tells of a refusal
 * (`said: "refused"`: a void answered with its refund refused) is a final refusal, not a success.
 */
export function toldSuccess(a: Answer): boolean {
  return a.status >= 200 && a.status < 300 && a.state !== "freed" && a.said !== "refused";
}

/**
 * A final answer: done, or refused for good (a 4xx the user must act on). Not final: 5xx (502/504 "may have been
 * made", 503 INTENT_UNCONFIRMED or the database away), 409 "already in progress", 429, and a Check Again that
 * freed the intent (the next press decides).
 */
export function isFinal(a: Answer): boolean {
  if (a.state === "freed") return false;
  if (a.status >= 200 && a.status < 300) return true;
  return a.status >= 400 && a.status < 500 && a.status !== 409 && a.status !== 429;
}

/** An answer from a route's JSON (`{ error, code, details: [{ intentId }] }`) or a Check Again's `{ state }`. */
export function answerOf(status: number, json: unknown): Answer {
  const body = (json ?? {}) as { error?: unknown; code?: unknown; state?: unknown; details?: unknown };
  const detail = Array.isArray(body.details) ? (body.details[0] as { intentId?: unknown } | undefined) : undefined;
  return {
    status,
    ...(typeof body.code === "string" ? { code: body.code } : {}),
    ...(body.state === "done" || body.state === "freed" ? { state: body.state } : {}),
    ...(typeof detail?.intentId === "string" ? { intentId: detail.intentId } : {}),
    ...(status >= 400 && typeof body.error === "string" ? { error: body.error.slice(0, 120) } : {}),
  };
}

export function showAnswer(a: Answer): string {
  const said = [String(a.status), a.state, a.code, a.said].filter(Boolean).join(" ");
  return a.of ? `${a.of}: ${said}` : said;
}
