import "server-only";
import { getEnv } from "@/lib/env";
import { ApiError } from "../errors/api-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null; // "null" (a sandboxed frame, a file) or garbage: no host of ours
  }
}

/**
 * The hosts this request may come from: the one it was sent to (`Host`; behind TRUST_PROXY proxies also
 * `X-Forwarded-Host`, which they set) and the portal's public address (NEXTAUTH_URL), for a proxy that rewrites Host.
 */
function ownHosts(req: Request): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string | null | undefined) => host && hosts.add(host.trim().toLowerCase());
  add(req.headers.get("host") ?? new URL(req.url).host);
  if (getEnv().TRUST_PROXY > 0) add(req.headers.get("x-forwarded-host")?.split(",")[0]);
  add(hostOf(getEnv().NEXTAUTH_URL));
  return hosts;
}

/**
 * A state-changing request a browser sent from another site (a form or script on a page elsewhere riding on the
 * session cookie): `Sec-Fetch-Site: cross-site`, or an `Origin` that is not this portal's. A request with neither
 * header is not a browser's cross-site request (browsers send Origin on every POST, PUT, PATCH and DELETE): a
 * server, curl, a bearer-token API client.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  if (req.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  const host = hostOf(origin);
  return host === null || !ownHosts(req).has(host);
}

export const CROSS_SITE_MESSAGE = "Requests from other sites are not accepted.";

/** Throws 403 for a cross-site write (see isCrossSiteWrite). */
export function refuseCrossSiteWrite(req: Request): void {
  if (isCrossSiteWrite(req)) throw new ApiError({ code: "forbidden", message: CROSS_SITE_MESSAGE });
}
