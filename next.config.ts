import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM from its own package folder; bundling breaks that under webpack.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
  // `npm test` type-checks the whole project (tests and stand-ins too) before it builds; not twice.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
