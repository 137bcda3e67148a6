import "server-only";
import type { NextRequest } from "next/server";
import { getDb, type Db } from "@/db/client";
import type { AuthContext } from "@/lib/auth/claims";
import { companyScope, type CompanyScope } from "./company-scope";
import { refuseCrossSiteWrite } from "./cross-site";
import { ApiError } from "@/lib/errors/api-error";
import { errorResponse } from "./errors";
import { requestAuth } from "./request-auth";
import { requestFacts, type RequestFacts } from "./request-facts";
import { routeTemplate } from "./route-template";

import { readJson } from "./read-json";

export { readJson };

type RouteContext<P> = { params: Promise<P> };
type RouteHandler<P> = (req: NextRequest, ctx: RouteContext<P>) => Promise<Response>;

export type PublicHandlerArgs<P> = {
  req: NextRequest;
  params: P;
  db: Db;
  facts: RequestFacts;
  /**
   * A public route that also serves signed-in users (the surcharge link): the caller, if any, read when asked, and
   * once per request however often asked (authedRoute asks first).
   */
  signedIn: () => Promise<AuthContext | null>;
};
export type AuthedHandlerArgs<P> = PublicHandlerArgs<P> & { auth: AuthContext; company: CompanyScope };

/** A change an audited route records; the route's audit writer adds who made it and from where. */
export type AuditEntry = {
  /** What was done, `<entity>.<verb>` (company.create, user.invite, ...). */
  action: string;
  message: string;
  /** What was changed (ids, names); never a secret. */
  target?: Record<string, unknown>;
  /** The company the change concerns, so the Logs page can show and filter it. */
  company?: { id: string; companyCode: string } | null;
};
/**
 * Writes an audited route's entries inside its transaction. The route passes it (`audit: writeAdminLog`), so the
 * wrapper knows no log table: the platform imports no feature.
 */
export type AuditWriter = (
  tx: Db,
  record: { auth: AuthContext; facts: RequestFacts; entry: AuditEntry },
) => Promise<void>;
/**
 * The route wrapper's `rateLimit` option: counts the request of a client address and throws (429) past the limit.
 * The route passes it (`rateLimit: rateLimited("surcharge")`, lib/rate-limit).
 */
export type RateLimitCheck = (db: Db, clientAddress: string) => Promise<void>;

/** With an `audit` writer: `db` is the handler's transaction, and `audit(entry)` records the change in it. */
export type AuditedHandlerArgs<P> = AuthedHandlerArgs<P> & { audit: (entry: AuditEntry) => void };

/**
 * `signedOut`: what a route that a browser navigates to (not a fetch) answers a signed-out caller, such as a
 * redirect to a screen that says so, instead of the API's 401.
 */
type AuthedOptions = { admin?: boolean; signedOut?: (req: NextRequest) => Response; readsJson?: true };
/**
 * `rateLimit`: a limit counted per client address (`rateLimited(name)` of lib/rate-limit).
 * `crossSite: "accept"`: a route another server calls (a webhook), authenticated by its own signature or secret, is
 * exempt from the cross-site refusal (lib/api/cross-site.ts). Never for a route a browser session can call.
 */
type PublicOptions = { rateLimit?: RateLimitCheck; crossSite?: "accept" };

/**
 * A handler for a public route: the request's facts in, errors out as the API's JSON error body. A state-changing
 * request a browser sends from another site is refused (403) before anything runs, unless the route opts out.
 */
export function publicRoute<P = Record<string, never>>(
  handler: (args: PublicHandlerArgs<P>) => Promise<Response>,
  opts: PublicOptions = {},
): RouteHandler<P> {
  return async (req, ctx) => {
    try {
      if (opts.crossSite !== "accept") refuseCrossSiteWrite(req);
      const [db, params] = await Promise.all([getDb(), ctx.params]);
      const facts = requestFacts(req);
      if (opts.rateLimit) await opts.rateLimit(db, facts.ip);
      let caller: Promise<AuthContext | null> | undefined;
      return await handler({ req, params, db, facts, signedIn: () => (caller ??= requestAuth(req, db)) });
    } catch (err) {
      // The route's template, not the path: a webhook's path holds its secret.
      const params = await Promise.resolve(ctx.params).catch(() => undefined);
      return errorResponse(err, { route: routeTemplate(req.nextUrl.pathname, params ?? {}) });
    }
  };
}

/**
 * A handler that needs a signed-in caller, and optionally an admin (docs/architecture.md: the guard only redirects). It gets
 * the caller (`auth`) and the company it may act for (`company`). An `audit` writer runs it in one transaction with
 * the log entries it records, so a change and its log entry are written together or not at all.
 */
export function authedRoute<P = Record<string, never>>(
  handler: (args: AuthedHandlerArgs<P>) => Promise<Response>,
  opts?: AuthedOptions & { audit?: undefined },
): RouteHandler<P>;
export function authedRoute<P = Record<string, never>>(
  handler: (args: AuditedHandlerArgs<P>) => Promise<Response>,
  opts: AuthedOptions & { audit: AuditWriter },
): RouteHandler<P>;
export function authedRoute<P = Record<string, never>>(
  handler: (args: AuditedHandlerArgs<P>) => Promise<Response>,
  opts: AuthedOptions & { audit?: AuditWriter } = {},
): RouteHandler<P> {
  return publicRoute<P>(async (args) => {
    const caller = args.signedIn();
    // The body's read overlaps the session's query; its errors (400, 413, 415) count only once the caller is known.
    if (opts.readsJson) readJson(args.req).catch(() => {});
    const auth = await caller;
    if (!auth && opts.signedOut) return opts.signedOut(args.req);
    if (!auth) throw new ApiError({ code: "unauthorized", message: "Please log in." });
    if (opts.admin && auth.claims.userType !== "admin") {
      throw new ApiError({ code: "forbidden", message: "This needs an administrator." });
    }
    const writeAudit = opts.audit;
    if (!writeAudit) {
      const unaudited = () => {
        throw new Error("audit() needs the route's audit writer");
      };
      return handler({ ...args, auth, company: companyScope(args.db, auth.claims), audit: unaudited });
    }
    return args.db.transaction(async (tx) => {
      const entries: AuditEntry[] = [];
      const res = await handler({
        ...args,
        db: tx,
        auth,
        company: companyScope(tx, auth.claims),
        audit: (e) => void entries.push(e),
      });
      if (entries.length === 0) throw new Error("an audited route recorded no audit entry");
      for (const entry of entries) await writeAudit(tx, { auth, facts: args.facts, entry });
      return res;
    });
  });
}
