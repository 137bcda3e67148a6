import { expect, test, type Browser, type BrowserContextOptions } from "@playwright/test";
import { ADMIN_SCREENS, PUBLIC_SCREENS, RECORD_SCREENS, STAFF_SCREENS, type Account } from "./support/screens";
import { ACCOUNTS, signIn } from "./support/session";

// Issue 17: the JavaScript a first visit to each screen downloads, gzipped as `next start` sends it. Next 16's build
// no longer prints "First Load JS", so the browser measures it: every screen is opened in a context of its own (an
// empty cache) and the script answers' bytes on the wire are added up. The aim is 150 kB; React DOM (72 kB), Next's
// router (44 kB) and Turbopack's runtime alone are about 124 kB. What a screen paints comes first; anything a click
// opens is imported then: the navigation menu, the toasts (sonner), Radix's dialog frame (`Dialog`), the admin
// screens' form dialogs with react-hook-form and zod (`dialogOnDemand`), Add Menu's zod resolver
// (`resolverOnDemand`), Data Tools' other tools (`componentOnDemand`), the CSV reader (lib/csv) with the first
// file, the data table with the first results where a screen starts empty, the answer schemas (zod) with the first
// check; swr only on the screens that read with it (`useApi`). No zod reaches a first load (`erpPath` checks ids
// without it) and `cn()` is clsx alone (no tailwind-merge).
//
// Measured (kB): /admin/menus 180 is the largest: its inline Add Menu form needs react-hook-form (about 10 kB) and
// its table (@tanstack/table-core, 14 kB) and swr (5 kB) come with the list it opens on. Then the other screens that
// open on a table, 155-168 (/manage-files, the admin tables, /ship-station, /inv-bal, /invoice-lookup,
// /invoice-tracking, /data-tools, /price-validation); /product-signup (Stripe's form) measures 149-163 from run to
// run; /ship54-settings 150-153 since its Print Review Holds and Box Presets cards (issue 27: the Box Presets card,
// below Save Settings, is imported after the first paint, so how much of it a measure catches varies). Every other
// screen is at 138-149 and CI holds each of those to the aim; every screen is held to the ceiling,
// a little above the largest, so that nothing heavy joins a screen unnoticed.
const AIM_KB = 150;
const CEILING_KB = 185;
const WITHIN_AIM = [
  "/",
  "/surcharge-calc",
  "/about",
  "/subscription-success",
  "/admin/home",
  "/home",
  "/contacts",
  "/contact-pw",
  "/price-line",
  "/vendor-add",
  "/create-product",
  "/kohler-feed",
  "/testpage",
  // Needs Attention is drawn on the server; only its rows' action buttons run in the browser (146 kB).
  "/ship-station/needs-attention?branch=TNNA",
  RECORD_SCREENS.productRecord,
];

type Measured = { path: string; kb: number; files: number };

async function signedInState(
  browser: Browser,
  account: Account | null,
): Promise<BrowserContextOptions["storageState"]> {
  if (!account) return undefined;
  const context = await browser.newContext();
  await signIn(await context.newPage(), account);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function firstLoad(
  browser: Browser,
  storageState: BrowserContextOptions["storageState"],
  path: string,
): Promise<Measured> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { path, kb: bytes / 1024, files: scripts.length };
}

test("every screen's first-load JavaScript is measured, none passes the ceiling, and the lightest stay within the aim", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const groups: [Account | null, string[]][] = [
    [null, PUBLIC_SCREENS],
    [ACCOUNTS.staff, [...STAFF_SCREENS, RECORD_SCREENS.shipStation, RECORD_SCREENS.productRecord]],
    [ACCOUNTS.admin, ADMIN_SCREENS],
    [ACCOUNTS.karen, [RECORD_SCREENS.productSignup]],
  ];
  const measured: Measured[] = [];
  for (const [account, paths] of groups) {
    const state = await signedInState(browser, account);
    for (const path of paths) measured.push(await firstLoad(browser, state, path));
  }
  measured.sort((a, b) => b.kb - a.kb);
  const over = measured.filter((m) => m.kb > AIM_KB).length;
  console.log(
    [
      `first-load JavaScript per screen (kB gzipped, script files); ${over} of ${measured.length} over the ${AIM_KB} kB aim:`,
      ...measured.map((m) => `  ${m.kb.toFixed(1).padStart(6)}  ${String(m.files).padStart(3)}  ${m.path}`),
    ].join("\n"),
  );
  expect(
    measured.every((m) => m.files > 0),
    "every screen loads its scripts",
  ).toBe(true);
  expect(measured.filter((m) => m.kb > CEILING_KB).map((m) => `${m.path}: ${m.kb.toFixed(1)} kB`)).toEqual([]);
  const aimed = measured.filter((m) => WITHIN_AIM.includes(m.path));
  expect(aimed.map((m) => m.path).sort(), "every screen held to the aim is measured").toEqual([...WITHIN_AIM].sort());
  expect(aimed.filter((m) => m.kb > AIM_KB).map((m) => `${m.path}: ${m.kb.toFixed(1)} kB`)).toEqual([]);
});
