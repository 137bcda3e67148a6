import { NextResponse, type NextRequest } from "next/server";
import { cookieSessionId } from "@/lib/auth/session-cookie";

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
 * The guard only redirects (docs/architecture.md): a signed-out visit to a signed-in route goes to the Login screen. Whether a
 * session is still live is the database's call, made by every page, layout and handler; Login itself sends a live
 * session on to Home.
 */
export async function proxy(req: NextRequest) {
  if (isPublic(req.nextUrl.pathname) || (await cookieSessionId(req.cookies))) return NextResponse.next();
  return NextResponse.redirect(new URL("/", req.url));
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
