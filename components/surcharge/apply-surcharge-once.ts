import type { CheckOutcome } from "@/components/check-again/doubt";
import { API_TIMEOUT_MS, ApiClientError } from "@/lib/api-client/api-fetch";
import { SURCHARGE_MESSAGES as MSG } from "@/lib/surcharge/messages";
import type { SurchargeAnswer, SurchargeResult } from "@/lib/surcharge/schemas";

export type SurchargeLink = { order: string; companyCode: string; port: string };

/** What the page shows: the result, and on a repeat of the link the time it was applied (ISO), else null. */
export type SurchargeShown = { result: SurchargeResult; appliedAt: string | null };

/** This tab's copy of an answer; one the tab got from Check Again has no time. */
type Stored = SurchargeResult & Partial<Pick<SurchargeAnswer, "appliedAt">>;

const STORAGE_PREFIX = "surcharge:";
/** One POST per link per page: React's development double effect and a re-render share it. */
const inFlight = new Map<string, Promise<SurchargeShown>>();

function linkKey(link: SurchargeLink): string {
  return new URLSearchParams(link).toString();
}

function remembered(key: string): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_PREFIX + key);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** The request, or the page's own message when no answer came (network down, time-out): never the browser's words. */
async function send(query: string): Promise<Response> {
  try {
    // Plain fetch, not apiFetch: this page is public, and a 401 here is a message to read, not a sign-out.
    return await fetch(`/api/erp/surcharge?${query}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new Error(MSG.failed);
  }
}

/** The answer's body; a failure keeps its status and code (the page branches on INTENT_UNCONFIRMED). */
async function answer<T>(query: string): Promise<T> {
  const res = await send(query);
  const body = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok || !body) throw new ApiClientError(res.status, body?.error || MSG.failed, body);
  return body;
}

function remember(key: string, result: Stored) {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(result));
  } catch {
    // Storage full or blocked: a reload then asks the server, whose ledger answers the same result.
  }
}

/** A first application shows no time; the ledger's replay (another tab, another day) says when. */
async function post(key: string): Promise<SurchargeShown> {
  const result = await answer<SurchargeAnswer>(key);
  remember(key, result);
  return { result, appliedAt: result.replayed ? result.appliedAt : null };
}

/** Check Again on the link (CLARIFICATIONS 53): the server looks at the order for the surcharge, and never adds one. */
export async function checkSurchargeAgain(link: SurchargeLink): Promise<CheckOutcome<SurchargeResult>> {
  const key = linkKey(link);
  const outcome = await answer<CheckOutcome<SurchargeResult>>(`${key}&check=1`);
  if (outcome.state === "done") remember(key, outcome.result);
  return outcome;
}

/**
 * Applies the surcharge of a link, at most once from this tab: a reload shows the answer this tab already got
 * instead of posting again (the server's ledger would answer the same, but there is no need to ask), as a repeat.
 */
export function applySurchargeOnce(link: SurchargeLink): Promise<SurchargeShown> {
  const key = linkKey(link);
  const stored = remembered(key);
  if (stored) return Promise.resolve({ result: stored, appliedAt: stored.appliedAt ?? null });
  let pending = inFlight.get(key);
  if (!pending) {
    pending = post(key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
