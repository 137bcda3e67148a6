import { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { zodToApiError } from "@/lib/api/errors";
import { ERP_ALLOWLIST } from "./allowlist";
import type { AllowEntry } from "./allowlist/types";

export const proxyBodySchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "DELETE"]),
  url: z.string().min(1).max(2048),
  params: z.record(z.string(), z.unknown()).optional(),
  data: z.unknown().optional(),
});
export type ProxyBody = z.infer<typeof proxyBodySchema>;

const NOT_ALLOWED = "This ERP call is not available through the portal.";

/** Reject anything that could step outside the ERP's own paths (CLARIFICATIONS 8). */
function normalisePath(url: string): { path: string; query: URLSearchParams } {
  const [rawPath, rawQuery = ""] = url.split(/\?(.*)/s, 2);
  // A lone "." segment is dropped by URL parsing (`/Customers/.` reaches `/Customers/`), so it is refused too.
  if (!rawPath.startsWith("/") || /@|\.\.|\/\/|:|\\|%2e|%2f|\/\.(\/|$)/i.test(rawPath)) {
    throw new ApiError({ code: "forbidden", message: NOT_ALLOWED });
  }
  return { path: rawPath, query: new URLSearchParams(rawQuery) };
}

function templateRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  // Literal parts are escaped: `/UserDefined/EDS.PN.XREF` must not match `/UserDefined/EDSxPNxXREF`.
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "([^/]+)";
    })
    .join("");
  return { regex: new RegExp(`^${source}$`, "i"), names };
}

type Compiled = { entry: AllowEntry; regex: RegExp; names: string[] };
// Grouped by method once: a call is matched against the few templates of its own method only.
const byMethod = new Map<string, Compiled[]>();
for (const entry of ERP_ALLOWLIST) {
  const list = byMethod.get(entry.method) ?? [];
  list.push({ entry, ...templateRegex(entry.path) });
  byMethod.set(entry.method, list);
}

function matchTemplate(method: string, path: string): { c: Compiled; m: RegExpExecArray } | undefined {
  for (const c of byMethod.get(method) ?? []) {
    const m = c.regex.exec(path);
    if (m) return { c, m };
  }
  return undefined;
}

/** Params from the body and from a query string embedded in the URL are validated alike. */
function mergeParams(query: URLSearchParams, params: Record<string, unknown> = {}): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...params };
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const existing = merged[key];
    const all = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), ...values];
    merged[key] = all.length === 1 ? all[0] : all;
  }
  return merged;
}

/** A malformed escape (`%E0`) would throw a URIError, which is no 500: the path is simply not one we serve. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError({ code: "forbidden", message: NOT_ALLOWED });
  }
}

export type ResolvedCall = {
  entry: AllowEntry;
  path: Record<string, string>;
  params: Record<string, unknown>;
  body: unknown;
};

export function resolveProxyCall(body: ProxyBody): ResolvedCall {
  const { path, query } = normalisePath(body.url);
  const match = matchTemplate(body.method, path);
  if (!match) throw new ApiError({ code: "forbidden", message: NOT_ALLOWED });
  const { entry, names } = match.c;
  const pathArgs = Object.fromEntries(names.map((n, i) => [n, decodeSegment(match.m[i + 1])]));

  const params = entry.params.safeParse(mergeParams(query, body.params));
  if (!params.success) throw zodToApiError(params.error, `Invalid parameters for ${entry.method} ${entry.path}`);
  let parsedBody: unknown = undefined;
  if (entry.body) {
    const b = entry.body.safeParse(body.data);
    if (!b.success) throw zodToApiError(b.error, `Invalid data for ${entry.method} ${entry.path}`);
    parsedBody = b.data;
  }
  return { entry, path: pathArgs, params: params.data, body: parsedBody };
}
