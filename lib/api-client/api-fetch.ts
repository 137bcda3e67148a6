import { signOutTo } from "./auth-client";

/** Browser side of the API: JSON in and out, the spec's 60 s time-out, 401 back to login, optional call logging. */

export const API_TIMEOUT_MS = 60_000;
export const API_LOGGING_KEY = "apiLogging";

/** A non-2xx answer as the browser sees it: the status, the API's `error` text as the message, its `details`. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** The answer's `code`, when the API names this kind of failure (`NOT_FOUND_IN_ERP`): branch on it, not the message. */
  get code(): string | undefined {
    const b = this.body;
    return b && typeof b === "object" && "code" in b && typeof b.code === "string" ? b.code : undefined;
  }

  /** The API's per-field problems (`{ error, details }` bodies), when it sent any. */
  get details(): unknown[] | undefined {
    const b = this.body;
    return b && typeof b === "object" && "details" in b && Array.isArray(b.details) ? b.details : undefined;
  }
}

/**
 * Spec: any 401 sends the user to the login page. Signing out first clears the portal session too, otherwise the
 * guard would bounce a still-signed-in browser from Login back to Home. Answers the error for the caller to throw.
 */
export function sessionEnded(message = "Please log in."): ApiClientError {
  void signOutTo("/");
  return new ApiClientError(401, message);
}

function loggingOn(): boolean {
  try {
    return window.localStorage.getItem(API_LOGGING_KEY) === "true";
  } catch {
    return false;
  }
}

export async function apiFetch<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const started = performance.now();
  const method = (rest.method ?? (json === undefined ? "GET" : "POST")).toUpperCase();
  const res = await fetch(path, {
    ...rest,
    method,
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
    signal: rest.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
    credentials: "same-origin",
  });
  if (loggingOn()) {
    console.info(`[api] ${method} ${path} → ${res.status} in ${Math.round(performance.now() - started)} ms`);
  }
  if (res.status === 401) throw sessionEnded();
  const type = res.headers.get("content-type") ?? "";
  const body: unknown = type.includes("application/json")
    ? await res.json().catch(() => null)
    : res.ok
      ? await res.blob()
      : await res.text();
  if (!res.ok) {
    const message =
      body && typeof body === "object" && "error" in body && typeof body.error === "string"
        ? body.error
        : `Request failed (${res.status})`;
    throw new ApiClientError(res.status, message, body);
  }
  return body as T;
}

/** One allowlisted ERP call through the portal's proxy. */
export function erpProxy<T = unknown>(
  call: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; params?: Record<string, unknown>; data?: unknown },
  signal?: AbortSignal,
) {
  return apiFetch<T>("/api/erp-proxy", { method: "POST", json: call, signal });
}
