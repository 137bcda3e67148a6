import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

const DEV_SECRET = "e54-portal-development-secret-not-for-production";

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
 * The guard only redirects (DESIGN): every handler, action and layout checks the session again.
 * A signed-out visit to a signed-in route goes to the Login screen; a signed-in visit to Login goes home.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET ?? DEV_SECRET });
  const signedIn = Boolean(token?.claims);
  if (pathname === "/" && signedIn) {
    const home = token?.claims?.userType === "admin" ? "/admin/home" : "/home";
    return NextResponse.redirect(new URL(home, req.url));
  }
  if (isPublic(pathname) || signedIn) return NextResponse.next();
  return NextResponse.redirect(new URL("/", req.url));
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
