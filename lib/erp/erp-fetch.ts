import "server-only";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { NOT_FOUND_IN_ERP } from "./answer-codes";
import { erpHttp, ErpTimeoutError, type ErpHttpAnswer } from "./erp-http";

export type ErpConnection = { origin: string; sessionToken: string };
export type QueryValue = string | number | boolean | null | undefined | (string | number)[];
export type ErpRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  accept?: "json" | "pdf";
  timeoutMs?: number;
};

export const ERP_MESSAGES = {
  expired: "Your ERP session has expired. Please log in again.",
  unavailable: "The ERP is not answering right now. Please try again in a moment.",
  timeout: "The ERP took too long to answer. Please try again.",
  unexpected: "The ERP answered in a way the portal does not understand. Please try again or tell support.",
  busy: "The ERP is busy right now. Please try again in a moment.",
} as const;

/** Failures before a connection was made: the ERP never saw the request, so a write can safely be sent again. */
const NO_CONNECTION = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

export function toSearchParams(query: Record<string, QueryValue> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search;
}

// The ERP's words for a record it does not have ("The following records were not found in EDS.PN.XREF: 0000000",
// CLARIFICATIONS 9), read here only: callers and the browser see the answer's code.
const RECORD_MISSING = /were not found/i;

/** The ERP's message, and its list of field errors when it sent one (POST /Vendors: spec 2 section 8). */
function readErpError(res: ErpHttpAnswer): { message: string; details?: unknown[] } {
  const text = res.body.toString("utf8");
  try {
    const json = JSON.parse(text) as { message?: unknown; Message?: unknown; error?: unknown; errors?: unknown };
    const message = json.message ?? json.Message ?? json.error;
    const details = Array.isArray(json.errors) ? json.errors : undefined;
    if (typeof message === "string" && message) return { message, details };
  } catch {
    // Not JSON: fall through to the text itself.
  }
  // An HTML error page (IIS) is no message for a person.
  if (/^\s*</.test(text)) return { message: `The ERP answered ${res.status}.` };
  return { message: text.trim().slice(0, 300) || `The ERP answered ${res.status}.` };
}

/**
 * The one place that talks HTTP to the ERP: base URL per port, the session token, the time-out, and the
 * mapping of ERP answers to ours (CLARIFICATIONS 9). Never echoes the internal URL.
 */
export async function erpFetch(conn: ErpConnection | { origin: string; sessionToken?: undefined }, req: ErpRequest) {
  const search = toSearchParams(req.query).toString();
  const url = `${conn.origin}${req.path}${search ? `?${search}` : ""}`;
  const headers: Record<string, string> = {
    Accept: req.accept === "pdf" ? "application/pdf" : "application/json",
  };
  if (conn.sessionToken) headers.Authorization = `SessionToken ${conn.sessionToken}`;
  if (req.body !== undefined) headers["Content-Type"] = "application/json";

  let res: ErpHttpAnswer;
  try {
    res = await erpHttp(url, {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      timeoutMs: req.timeoutMs ?? getEnv().ERP_TIMEOUT_MS,
    });
  } catch (err) {
    const timedOut = err instanceof ErpTimeoutError;
    logger.warn({ err: String(err), method: req.method, path: req.path }, "ERP request failed");
    throw new ApiError(
      timedOut
        ? { code: "gateway_timeout", message: ERP_MESSAGES.timeout }
        : {
            code: "bad_gateway",
            message: ERP_MESSAGES.unavailable,
            unsent: NO_CONNECTION.has((err as NodeJS.ErrnoException).code ?? ""),
          },
    );
  }

  if (res.status >= 200 && res.status < 300) {
    if (req.accept === "pdf") return res.body;
    const text = res.body.toString("utf8");
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      logger.warn({ method: req.method, path: req.path }, "ERP answered 200 with a body that is not JSON");
      throw new ApiError({ code: "bad_gateway", message: ERP_MESSAGES.unexpected });
    }
  }
  // The ERP API does not redirect; following one would leave the ERP's own address.
  if (res.status >= 300 && res.status < 400)
    throw new ApiError({ code: "bad_gateway", message: ERP_MESSAGES.unexpected });
  const upstreamStatus = res.status;
  if (res.status === 401) throw new ApiError({ code: "unauthorized", message: ERP_MESSAGES.expired, upstreamStatus });
  // Throttled: nothing was done, and waiting mends it (a workflow step waits and tries again; CLARIFICATIONS 9
  // names 400, 404 and 409, and a 400 would leave a throttled step for a person).
  if (res.status === 429) throw new ApiError({ code: "too_many_requests", message: ERP_MESSAGES.busy, upstreamStatus });
  if (res.status >= 500) {
    logger.warn({ status: res.status, method: req.method, path: req.path }, "ERP error");
    throw new ApiError({ code: "bad_gateway", message: ERP_MESSAGES.unavailable, upstreamStatus });
  }
  const { message, details } = readErpError(res);
  const code = res.status === 404 ? "not_found" : res.status === 409 ? "conflict" : "bad_request";
  const clientCode = res.status === 400 && RECORD_MISSING.test(message) ? NOT_FOUND_IN_ERP : undefined;
  // The ERP's own text may name the address it was called at (CLARIFICATIONS 9: never echo it).
  throw new ApiError({
    code,
    message: message.split(conn.origin).join("the ERP"),
    details,
    clientCode,
    upstreamStatus,
  });
}
