import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Tests run server modules outside Next: `server-only` is the package's own empty module here, as it is inside
    // Next's server bundles (its default entry throws, for modules that end up in a browser bundle).
    alias: { "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "sim/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    // Suites start their own database and stand-ins; on a loaded 2-core machine that can take a while.
    hookTimeout: 180_000,
    globalSetup: ["tests/helpers/pglite-template.global.ts"],
    pool: "forks",
    maxWorkers: 2,
  },
});
