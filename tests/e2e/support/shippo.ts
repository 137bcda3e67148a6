import { expect, type Locator, type Page } from "@playwright/test";

/** The run's Shippo stand-in: the next matching calls fail (`/__control/fail-next`, sim/shippo/README.md). */
export const shippoFault = (body: unknown) => shippoKnob("fail-next", body);

/** The run's Shippo stand-in (scripts/e2e.ts): every label bought for one Shippo shipment. */
export async function labelsBoughtFor(shipmentId: string) {
  const res = await fetch(`${process.env.E2E_SHIPPO_URL}/__control/shipments/${shipmentId}/transactions`);
  const body = (await res.json()) as { transactions: { status: string; tracking_number: string }[] };
  return body.transactions.filter((t) => t.status === "SUCCESS");
}

/**
 * A USB scale on the page's Web Serial: the port it offers sends a status line and then `weight`, as scales print.
 * `fail` makes opening the port fail, as an unplugged scale does. The options each `open()` received are kept
 * for `scaleOpenedWith`.
 */
export async function fakeSerialScale(page: Page, opts: { weight?: string; fail?: boolean } = {}) {
  await page.addInitScript(
    ({ weight, fail }) => {
      const opened: unknown[] = [];
      Object.defineProperty(window, "__scaleOpenedWith", { configurable: true, value: opened });
      const port = {
        readable: null as ReadableStream<Uint8Array> | null,
        async open(options: unknown) {
          opened.push(options);
          if (fail) throw new DOMException("Failed to open serial port.", "NetworkError");
          const bytes = new TextEncoder().encode(`ST,GS,\r\n  ${weight}\r\n`);
          this.readable = new ReadableStream({ start: (c) => void setTimeout(() => c.enqueue(bytes), 50) });
        },
        async close() {},
      };
      Object.defineProperty(navigator, "serial", { configurable: true, value: { requestPort: async () => port } });
    },
    { weight: opts.weight ?? "4.50 lb", fail: opts.fail ?? false },
  );
}

/** The serial options the page opened the fake scale's port with, one entry per `open()`. */
export function scaleOpenedWith(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __scaleOpenedWith?: unknown[] }).__scaleOpenedWith ?? []);
}

/** A browser without Web Serial (Firefox, Safari). */
export async function withoutWebSerial(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, "serial", { configurable: true, value: undefined }));
}

/**
 * Types a package into the preparation screen's fields, as staff do (inches and pounds); weight is left out when a
 * scale gives it. On the page (one package), or in one package's fieldset (`page.getByRole("group", { name:
 * "Package 2" })`).
 */
export async function fillPackage(
  page: Page | Locator,
  p: { length: number; width: number; height: number; weight?: number },
) {
  await page.getByLabel("Length (in)").fill(String(p.length));
  await page.getByLabel("Width (in)").fill(String(p.width));
  await page.getByLabel("Height (in)").fill(String(p.height));
  if (p.weight !== undefined) await page.getByLabel("Weight (lb)").fill(String(p.weight));
}

/** Types the manual screen's ship-to (State picked from its list) and the shipment's Reference, as staff do. */
export async function fillShipTo(
  page: Page,
  to: { street1: string; name?: string; city?: string; state?: string; zip?: string; reference?: string },
) {
  await page.getByLabel("Name", { exact: true }).fill(to.name ?? "Bay Builders");
  await page.getByLabel("Address Line 1", { exact: true }).fill(to.street1);
  await page.getByLabel("City", { exact: true }).fill(to.city ?? "San Francisco");
  await page.getByLabel("State", { exact: true }).selectOption(to.state ?? "CA");
  await page.getByLabel("ZIP", { exact: true }).fill(to.zip ?? "94117");
  await page.getByLabel("Reference", { exact: true }).fill(to.reference ?? "Samples for Bay Builders");
}

/**
 * The button that buys the label: it names the rate it buys ("Ship UPS Ground - $19.86"), and reads Ship Package
 * while no rate is chosen.
 */
export const shipButton = (page: Page) => page.getByRole("button", { name: /^Ship (Package$|.+ - \$)/ });

/**
 * Chooses the rate to ship, as staff would after Get Rates: the one the order's ship via asks for (tagged Requested,
 * it comes selected), else the first (cheapest).
 */
export async function chooseRate(page: Page) {
  const rows = page.getByRole("grid", { name: "Rates" }).getByRole("row");
  await expect(rows.filter({ hasText: "$" }).first()).toBeVisible({ timeout: 30_000 });
  const requested = rows.filter({ hasText: "Requested" });
  await ((await requested.count()) ? requested : rows.filter({ hasText: "$" }).first()).click();
}

/** Get Rates, the rate staff would choose (chooseRate), the Ship button: answers the Shippo shipment the rates were quoted on. */
export async function rateAndShip(page: Page): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/shipping/rates"));
  await page.getByRole("button", { name: "Get Rates" }).click();
  const { shipmentId } = (await (await answer).json()) as { shipmentId: string };
  await chooseRate(page);
  await shipButton(page).click();
  return shipmentId;
}

/** Sets one of the run's Shippo stand-in knobs (sim/shippo/README.md, Control endpoints), e.g. `fail-next-label`. */
export async function shippoKnob(path: string, body: unknown) {
  const res = await fetch(`${process.env.E2E_SHIPPO_URL}/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Shippo stand-in ${path}: ${res.status}`);
}

/** Clears every fault of the run's Shippo stand-in (`DELETE /__control/faults`): one test's knob never reaches the next. */
export async function clearShippoFaults() {
  const res = await fetch(`${process.env.E2E_SHIPPO_URL}/__control/faults`, { method: "DELETE" });
  if (!res.ok) throw new Error(`Shippo stand-in faults: ${res.status}`);
}
