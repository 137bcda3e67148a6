// The shipping desk from the keyboard: 50 packages scripted in Chromium against a production build, each from the
// scan on the Shipment Dashboard to the success dialog (scan, Enter; weight, Enter; arrow, Enter), with the ERP
// stand-in at 50 ms and the Shippo stand-in at 300 ms a call. Timing proxies in front of both note when a call was
// in flight, so each package's time splits into waiting on the ERP, waiting on Shippo, and the portal's own time
// (server work, the browser, file storage). Aim (issue 13): median under 2.5 s, the portal's own under 0.5 s.
//
//   npm run bench -- ship-desk        (BENCH_BUILD=1 rebuilds first; it builds when .next/BUILD_ID is missing)
import { cpus, loadavg } from "node:os";
import { expect, chromium, type Page } from "@playwright/test";
import { findChromium } from "@/scripts/find-chromium";
import { ensureProductionBuild, startNextServer, stop } from "./helpers/next-server";
import { setUpShipDesk } from "./helpers/ship-desk-setup";
import { percentile } from "./helpers/median";
import { smokeOr } from "./helpers/smoke";
import { busyTime } from "./helpers/timing-proxy";
import type { BenchResult } from "./run";

/** In smoke mode (CI), two packages and no warm-up: the bench still runs every step, its figures mean nothing. */
export const smoke = true;
const PACKAGES = smokeOr(50, 2);
const WARM_UP = smokeOr(2, 0);
const ERP_MS = 50;
const SHIPPO_MS = 300;

/** The dashboard with this branch's queue in. */
async function openBranch(page: Page, branch: string, firstInvoice: string) {
  await page.goto("/ship-station");
  const picker = page.getByLabel("Shipping Branch");
  await expect(picker.locator("option", { hasText: branch })).toHaveCount(1, { timeout: 30_000 });
  await picker.selectOption(branch);
  await page.getByRole("button", { name: "Get Orders" }).click();
  await expect(page.getByRole("table", { name: "Orders to ship" }).getByText(firstInvoice)).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * The questions a scan may ask before the order opens, answered as a clerk who means to ship it does: COD Order
 * Warning (Ship Anyway), Print Review Hold under warn, Not a Parcel and the ship-via question (Continue). An order
 * the desk blocks (Shipment Blocked) stops the bench: it must not be in the bench's queue.
 */
async function answerPrompts(page: Page) {
  const opened = page.waitForURL(/\/ship-station\/[^/]+$/, { timeout: 30_000 }).then(() => true);
  for (let asked = 0; asked < 4; asked++) {
    const dialog = page.getByRole("dialog").first();
    if (await Promise.race([opened, dialog.waitFor({ timeout: 30_000 }).then(() => false)])) return;
    const name = (await dialog.getByRole("heading").first().textContent())?.trim() ?? "";
    if (name === "Shipment Blocked") throw new Error("the bench's queue holds an order the desk blocks");
    const answer = name === "COD Order Warning" ? "Ship Anyway" : "Continue";
    await dialog.getByRole("button", { name: answer, exact: true }).click();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0, { timeout: 30_000 });
  }
  await opened;
}

/** Waits for a condition in the page, checked every animation frame (expect's back-off polling would add to the time). */
const until = (page: Page, fn: () => boolean) => page.waitForFunction(fn, null, { polling: "raf", timeout: 60_000 });

/**
 * One package, the way the desk works it from the keyboard; answers the moments it reached: the package form
 * ready for the weight, the rates in, the success dialog shown.
 */
async function shipFromKeyboard(page: Page, invoice: string, weight: string) {
  const box = page.getByLabel("Invoice to Ship");
  await box.fill(invoice);
  await box.press("Enter");
  await answerPrompts(page);
  // CLARIFICATIONS 65: the cursor starts in the box presets (Enter takes the one it is on, the cursor moves to Weight),
  // else in Length (the clerk types the box: 12 Tab 10 Tab 8 Tab).
  await until(
    page,
    () =>
      document.activeElement?.getAttribute("name") === "length" ||
      document.activeElement?.getAttribute("role") === "radio",
  );
  if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "radio"))
    await page.keyboard.press("Enter");
  else
    for (const side of ["12", "10", "8"]) {
      await page.keyboard.type(side);
      await page.keyboard.press("Tab");
    }
  await until(page, () => document.activeElement?.getAttribute("name") === "weight");
  await page.keyboard.type(weight);
  // The Ship To comes with the invoice: Get Rates waits for it.
  await until(page, () =>
    [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Get Rates" && !b.disabled),
  );
  const ready = performance.now();
  await page.keyboard.press("Enter");
  await until(page, () => document.activeElement?.closest("table[aria-label='Rates'] tbody") != null);
  const rated = performance.now();
  // The rate the order's ship via asks for comes chosen, with the focus (Enter buys it); else the arrow picks one.
  if (!(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected") === "true")))
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await until(page, () =>
    [...document.querySelectorAll("[role=dialog] h2")].some((h) => h.textContent === "Shipment Created"),
  );
  return { ready, rated };
}

const at = percentile;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export default async function bench(): Promise<BenchResult> {
  await ensureProductionBuild();
  const world = await setUpShipDesk({ erpLatencyMs: ERP_MS, shippoLatencyMs: SHIPPO_MS });
  // The stand-ins' world seeded its own embedded database: the server serves it, whatever DATABASE_URL this run has.
  const { PGLITE_DIR: pgliteDir, ...appEnv } = world.appEnv;
  const { server, origin } = await startNextServer({ pgliteDir, env: appEnv });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    if (world.invoices.length < PACKAGES + WARM_UP)
      throw new Error(`only ${world.invoices.length} invoices are queued at the staff user's branches`);
    const context = await browser.newContext({ baseURL: origin });
    await context.addInitScript(() => {
      localStorage.setItem("defaultShipViaKeywords", "");
    });
    const page = await context.newPage();
    // Each API call's time as the browser saw it, and the ERP/Shippo time inside it: the server's own share.
    const apiCalls: { name: string; ms: number; upstream: number }[] = [];
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/")) return;
      const t = request.timing();
      const end = performance.now();
      const ms = t.responseEnd > 0 ? t.responseEnd - Math.max(0, t.requestStart) : 0;
      const upstream = busyTime([...world.erpProxy.intervals, ...world.shippoProxy.intervals], end - ms, end);
      apiCalls.push({
        name: path
          .replace(/\/ship-station\/orders\/[^/]+/, "/ship-station/orders/{invoice}")
          .replace(/\/workflows\/[^/]+/, "/workflows/{id}"),
        ms,
        upstream,
      });
    });
    // The label tabs: each is closed as it opens, as a desk closes the print dialog.
    page.on("popup", (tab) => void tab.close().catch(() => undefined));
    await page.goto("/");
    await page.getByLabel("Username").fill("staff@example.com");
    await page.getByLabel("Password").fill("staff1234");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/home$/, { timeout: 60_000 });

    const work = world.invoices.slice(0, PACKAGES + WARM_UP);
    const samples: {
      total: number;
      erp: number;
      shippo: number;
      outside: number;
      open: number;
      rates: number;
      buy: number;
      freight: number;
    }[] = [];
    let branch = "";
    for (const [i, item] of work.entries()) {
      if (item.branch !== branch) {
        branch = item.branch;
        await openBranch(page, branch, item.invoice);
      } else {
        await expect(page.getByRole("table", { name: "Orders to ship" }).getByText(item.invoice)).toBeVisible({
          timeout: 30_000,
        });
      }
      const t0 = performance.now();
      const { ready, rated } = await shipFromKeyboard(page, item.invoice, (2 + (i % 7) * 1.5).toFixed(1));
      const t1 = performance.now();
      // The freight is the server's (CLARIFICATIONS 56): the dialog says when it is posted (or, for an exempt or
      // customer-billed label, that none is, CLARIFICATIONS 61); the clerk need not wait.
      await until(page, () =>
        /Freight file dropped|posted to the invoice|no freight posted/.test(
          document.querySelector("[role=dialog]")?.textContent ?? "",
        ),
      );
      const t2 = performance.now();
      if (i >= WARM_UP) {
        const both = [...world.erpProxy.intervals, ...world.shippoProxy.intervals];
        samples.push({
          total: t1 - t0,
          erp: busyTime(world.erpProxy.intervals, t0, t1),
          shippo: busyTime(world.shippoProxy.intervals, t0, t1),
          outside: busyTime(both, t0, t1),
          open: ready - t0,
          rates: rated - ready,
          buy: t1 - rated,
          freight: t2 - t1,
        });
      }
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/ship-station$/, { timeout: 30_000 });
    }

    const measured = apiCalls.slice(-200);
    const apiRows = [...new Set(measured.map((c) => c.name))].map((name) => {
      const calls = measured.filter((c) => c.name === name);
      const median = (xs: number[]) => (at(xs, 0.5) / 1000).toFixed(2);
      return [
        `API ${name}: ${median(calls.map((c) => c.ms))} s a call, ${median(calls.map((c) => c.upstream))} s of it ERP/Shippo`,
        "",
        "",
        "",
      ];
    });
    const s = (xs: number[]) => [(at(xs, 0.5) / 1000).toFixed(2), (at(xs, 0.95) / 1000).toFixed(2)];
    const totals = samples.map((x) => x.total);
    const own = samples.map((x) => x.total - x.outside);
    const share = (xs: number[]) => `${((sum(xs) / sum(totals)) * 100).toFixed(0)} %`;
    return {
      title: `Shipping desk: ${samples.length} packages from scan to success dialog (s; ERP ${ERP_MS} ms, Shippo ${SHIPPO_MS} ms a call)`,
      columns: ["per package", "median", "p95", "share of the time"],
      rows: [
        ["scan to success dialog", ...s(totals), "100 %"],
        ["waiting on the ERP", ...s(samples.map((x) => x.erp)), share(samples.map((x) => x.erp))],
        ["waiting on Shippo", ...s(samples.map((x) => x.shippo)), share(samples.map((x) => x.shippo))],
        ["the portal's own time (server, browser, file storage)", ...s(own), share(own)],
        [
          "step: scan to the package form with the invoice in",
          ...s(samples.map((x) => x.open)),
          share(samples.map((x) => x.open)),
        ],
        ["step: Enter to the rates", ...s(samples.map((x) => x.rates)), share(samples.map((x) => x.rates))],
        [
          "step: arrow, Enter to the success dialog (the label)",
          ...s(samples.map((x) => x.buy)),
          share(samples.map((x) => x.buy)),
        ],
        [
          "after it: the dialog to its freight posted by the server",
          ...s(samples.map((x) => x.freight)),
          "(not in the loop)",
        ],
        ...apiRows,
      ],
      notes: [
        `Aim: median under 2.5 s — ${at(totals, 0.5) < 2500 ? "met" : "NOT met"}; the portal's own time under 0.5 s — ${at(own, 0.5) < 500 ? "met" : "NOT met"} (median).`,
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(", ")} on ${cpus().length} cores (a shared machine stretches every step).`,
        `${WARM_UP} warm-up packages first. Freight by file drop (company EDS's default). Waiting is the time at least one call to that service was in flight (overlapping calls count once); the portal's own time is the rest.`,
      ],
    };
  } finally {
    await browser.close().catch(() => undefined);
    await stop(server);
    await world.close();
  }
}
