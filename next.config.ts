import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM from its own package folder; bundling breaks that under webpack.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
