import type { NextConfig } from "next";
import { FEED_REWRITE } from "./lib/monthly-feed/feed-path";
import { HSTS, SCRIPT_ASSET_CSP, STATIC_SECURITY_HEADERS } from "./lib/security/static-headers";

const securityHeaders = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  // PGlite loads its WASM from its own package folder; bundling breaks that under webpack.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // `npm run dev` opened as http://127.0.0.1:3000 (the stand-ins' address) rather than localhost: Next blocks its dev
  // resources (hot reload) from any other host, and the page then reloads before Login works. Development only.
  allowedDevOrigins: ["127.0.0.1"],
  typedRoutes: false,
  async rewrites() {
    return [FEED_REWRITE];
  },
  async headers() {
    return [
      // Every answer (pages get their own CSP with a nonce from proxy.ts, which replaces this one).
      { source: "/:path*", headers: securityHeaders },
      // Later rules win: a worker started from one of these files may import the others.
      { source: "/_next/static/:path*", headers: [{ key: "Content-Security-Policy", value: SCRIPT_ASSET_CSP }] },
      // HSTS only over https, as the TLS-terminating proxy in front says (a browser ignores it over http anyway).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(,.*)?" }],
        headers: [{ key: "Strict-Transport-Security", value: HSTS }],
      },
    ];
  },
};

export default nextConfig;
