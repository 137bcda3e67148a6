import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
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
