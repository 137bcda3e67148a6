import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import noServerImportInClient from "./eslint-rules/no-server-import-in-client.mjs";

// The layers of docs/architecture.md ("Layers"), bottom up: the platform, the ERP adapter, the features, then the
// screens. An import may point down, never up.
const PLATFORM = ["./lib/errors", "./lib/env.ts", "./lib/logger.ts", "./lib/crypto", "./lib/api", "./lib/auth"];
const PLATFORM_IN_LIB = PLATFORM.map((p) => p.replace("./lib/", "./"));
const layers = [
  {
    target: PLATFORM,
    from: "./lib",
    except: PLATFORM_IN_LIB,
    message:
      "The platform imports no feature: pass what it needs as an option from the route (docs/architecture.md, Layers).",
  },
  {
    target: "./lib/erp",
    from: "./lib",
    except: ["./erp", ...PLATFORM_IN_LIB],
    message:
      "The ERP adapter imports only the platform: a feature's rule belongs to the feature, or down in lib/erp (docs/architecture.md, Layers).",
  },
  {
    target: ["./lib", "./db"],
    from: ["./components", "./app"],
    message: "Server logic imports no component or screen (docs/architecture.md, Layers).",
  },
  {
    target: "./components",
    from: "./app",
    message: "A component imports no screen or route (docs/architecture.md, Layers).",
  },
  {
    target: ["./app", "./components", "./lib", "./db"],
    from: "./sim",
    message: "The app talks to the stand-ins over HTTP, never by import.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "bench/.out/**",
      ".data/**",
      "db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "db/**"],
    plugins: { e54: { rules: { "no-server-import-in-client": noServerImportInClient } } },
    rules: {
      "import/no-restricted-paths": ["error", { zones: layers }],
      "e54/no-server-import-in-client": "error",
    },
  },
  // The shipping domain's folders import down their list (lib/shipping/README.md), never in a circle.
  { files: ["lib/shipping/**"], rules: { "import/no-cycle": ["error", { ignoreExternal: true }] } },
];

export default config;
