import { NextResponse, type NextRequest } from "next/server";
import { cookieSessionId } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";
import { newNonce, pageContentSecurityPolicy } from "@/lib/security/page-policy";
import { permissionsPolicy } from "@/lib/security/static-headers";
import { thirdPartyOrigins } from "@/lib/security/third-party-origins";

/** Routes anyone may open (spec 1 route table); API routes answer 401 themselves instead of redirecting. */
function isPublic(pathname: string): boolean {
  return (
    pathname === "/" ||
    pathname === "/invoice-tracking" ||
    pathname.startsWith("/invoice-tracking/") ||
    pathname === "/surcharge-calc"
  );
}

/**
 * Every page gets its own Content-Security-Policy with a fresh nonce. Next reads the nonce from the request's copy
 * of the header and puts it on the scripts it renders (so every page renders per request: app/layout.tsx).
 * The other security headers come from next.config.ts, for pages and every other answer alike.
 */
function withPagePolicy(req: NextRequest, answer: (headers: Headers) => NextResponse): NextResponse {
  const env = getEnv();
  const origins = thirdPartyOrigins(env);
  const csp = pageContentSecurityPolicy({
    nonce: newNonce(),
    origins,
    dev: env.NODE_ENV === "development",
    https: req.nextUrl.protocol === "https:",
  });
  const headers = new Headers(req.headers);
  headers.set("content-security-policy", csp);
  const res = answer(headers);
  res.headers.set("content-security-policy", csp);
  res.headers.set("permissions-policy", permissionsPolicy(origins.payment));
  return res;
}

/**
 * The guard only redirects (docs/architecture.md): a signed-out visit to a signed-in route goes to the Login screen. Whether a
 * session is still live is the database's call, made by every page, layout and handler; Login itself sends a live
 * session on to Home.
 */
export async function proxy(req: NextRequest) {
  if (isPublic(req.nextUrl.pathname) || (await cookieSessionId(req.cookies))) {
    return withPagePolicy(req, (headers) => NextResponse.next({ request: { headers } }));
  }
  return withPagePolicy(req, () => NextResponse.redirect(new URL("/", req.url)));
}

export const config = {
  // Pages only. API routes stay out: a proxy makes Next buffer (and past `proxyClientMaxBodySize`, cut) request
  // bodies, and uploads are streamed. Next's assets and public files pass straight through, by their file types:
  // a page's path may hold a dot (`/ship-station/S1000002.001`), and without this policy its scripts would not run.
  matcher: ["/((?!api/|_next/|.*\\.(?:svg|png|jpe?g|gif|webp|ico|txt|xml|json|webmanifest|js|css|map|woff2?)$).*)"],
};
