// A small router: literal segments match case-insensitively (IIS does; Termslist vs TermsList), `:name` captures.
import type { IncomingHttpHeaders } from "node:http";
import type { Env } from "./env";
import type { Query } from "./http";
import type { Session } from "./sessions";

export type Ctx = {
  env: Env;
  params: Record<string, string>;
  query: Query;
  body: unknown;
  /** Null only on public routes. */
  session: Session | null;
  headers: IncomingHttpHeaders;
};

export type Handler = (ctx: Ctx) => unknown;

type Segment = { literal: string } | { param: string };

export type Route = { method: string; key: string; segments: Segment[]; handler: Handler; isPublic: boolean };

export class Router {
  /** Routes by their first path segment (lower case), so a request only tries its own resource's routes. */
  private byResource = new Map<string, Route[]>();

  add(method: string, pattern: string, handler: Handler, opts: { isPublic?: boolean } = {}) {
    const segments = pattern
      .split("/")
      .filter(Boolean)
      .map((s): Segment => (s.startsWith(":") ? { param: s.slice(1) } : { literal: s.toLowerCase() }));
    const first = "literal" in segments[0] ? segments[0].literal : "";
    const list = this.byResource.get(first) ?? [];
    list.push({ method, key: `${method} ${pattern}`, segments, handler, isPublic: opts.isPublic ?? false });
    this.byResource.set(first, list);
  }

  get = (pattern: string, handler: Handler, opts?: { isPublic?: boolean }) => this.add("GET", pattern, handler, opts);
  post = (pattern: string, handler: Handler, opts?: { isPublic?: boolean }) => this.add("POST", pattern, handler, opts);
  put = (pattern: string, handler: Handler, opts?: { isPublic?: boolean }) => this.add("PUT", pattern, handler, opts);
  delete = (pattern: string, handler: Handler, opts?: { isPublic?: boolean }) =>
    this.add("DELETE", pattern, handler, opts);

  /** The matching route, or whether the path exists under another method (405 rather than 404). */
  match(
    method: string,
    rawSegments: string[],
  ): { route: Route; params: Record<string, string> } | { pathExists: boolean } {
    let pathExists = false;
    for (const route of this.byResource.get((rawSegments[0] ?? "").toLowerCase()) ?? []) {
      const params = matchSegments(route.segments, rawSegments);
      if (!params) continue;
      if (route.method === method) return { route, params };
      pathExists = true;
    }
    return { pathExists };
  }
}

function matchSegments(segments: Segment[], raw: string[]): Record<string, string> | null {
  if (segments.length !== raw.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if ("literal" in s) {
      if (s.literal !== raw[i].toLowerCase()) return null;
    } else {
      params[s.param] = raw[i];
    }
  }
  return params;
}
