import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import noServerImportInClient from "./eslint-rules/no-server-import-in-client.mjs";

// The layers of docs/architecture.md ("Layers"), bottom up: the platform, the ERP adapter, the features, then the
// screens. An import may point down, never up.
const PLATFORM = ["./lib/errors", "./lib/env.ts", "./lib/logger.ts", "./lib/crypto", "./lib/api", "./lib/auth"];
const PLATFORM_IN_LIB = PLATFORM.map((p) => p.replace("./lib/", "./"));
const SHIPPING_PARTS = [
  "labels",
  "freight",
  "voids",
  "mails",
  "boxes",
  "desk",
  "shippo",
  "settings",
  "tracking",
  "close-out",
  "rules",
];
const shippingZones = [
  {
    target: "./lib/shipping/core",
    from: "./lib/shipping",
    except: ["./core"],
    message: "lib/shipping/core is the domain's vocabulary: it imports no other part of it.",
  },
  {
    target: "./lib/shipping/lifecycle",
    from: "./lib/shipping",
    except: ["./lifecycle", "./core"],
    message: "The money lifecycle sits under every part: it imports only lib/shipping/core.",
  },
  {
    target: "./lib/shipping/rules",
    from: "./lib/shipping",
    except: [
      "./rules",
      "./core",
      "./desk/requested-rate.ts",
      "./labels/us-states.ts",
      "./tracking/carrier-links.ts",
      "./settings/settings-company.ts",
    ],
    message:
      "Shipping and freight rules are data read by pure code: they import only the desk's ship-via words, the state codes, the carriers' names and who is a Ship54 admin.",
  },
  {
    target: ["./lib/shipping/core", "./lib/shipping/lifecycle", ...SHIPPING_PARTS.map((p) => `./lib/shipping/${p}`)],
    from: "./lib/shipping/workflow",
    message: "The workflow is on top of the parts it runs: only the batch runner (above it) calls it.",
  },
  {
    target: [
      "./lib/shipping/core",
      "./lib/shipping/lifecycle",
      "./lib/shipping/workflow",
      "./lib/shipping/batches",
      ...SHIPPING_PARTS.map((p) => `./lib/shipping/${p}`),
    ],
    from: "./lib/shipping/attention",
    message:
      "Needs Attention sits on top and reads the parts below it: no part imports it, only its routes and screens.",
  },
];

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
  // The shipping domain's folders import down their list (lib/shipping/README.md), never in a circle: its vocabulary
  // (core, then the money lifecycle) at the bottom, the workflow on top (only the batch runner, above it, calls it).
  {
    files: ["lib/shipping/**"],
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": ["error", { zones: [...layers, ...shippingZones] }],
    },
  },
  // Only lib/shipping/shippo/ talks to the Shippo SDK; the rest may name its types.
  {
    files: ["app/**", "components/**", "lib/**", "db/**"],
    ignores: ["lib/shipping/shippo/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^shippo(/.*)?$",
              allowTypeImports: true,
              message: "Only lib/shipping/shippo/ talks to the Shippo SDK (shippoForCompany, callShippo).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
