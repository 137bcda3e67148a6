import type { CheckOutcome } from "@/components/check-again/doubt";
import { API_TIMEOUT_MS, ApiClientError } from "@/lib/api-client/api-fetch";
import { SURCHARGE_MESSAGES as MSG } from "@/lib/surcharge/messages";
import type { SurchargeResult } from "@/lib/surcharge/schemas";

export type SurchargeLink = { order: string; companyCode: string; port: string };

const STORAGE_PREFIX = "surcharge:";
/** One POST per link per page: React's development double effect and a re-render share it. */
const inFlight = new Map<string, Promise<SurchargeResult>>();

function linkKey(link: SurchargeLink): string {
  return new URLSearchParams(link).toString();
}

function remembered(key: string): SurchargeResult | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_PREFIX + key);
    return raw ? (JSON.parse(raw) as SurchargeResult) : null;
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

function remember(key: string, result: SurchargeResult) {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(result));
  } catch {
    // Storage full or blocked: a reload then asks the server, whose ledger answers the same result.
  }
}

async function post(key: string): Promise<SurchargeResult> {
  const result = await answer<SurchargeResult>(key);
  remember(key, result);
  return result;
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
 * instead of posting again (the server's ledger would answer the same, but there is no need to ask).
 */
export function applySurchargeOnce(link: SurchargeLink): Promise<SurchargeResult> {
  const key = linkKey(link);
  const stored = remembered(key);
  if (stored) return Promise.resolve(stored);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = post(key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
