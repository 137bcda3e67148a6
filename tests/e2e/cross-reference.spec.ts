import { expect, test } from "@playwright/test";
import { CROSS_REFERENCE } from "@/sim/erp/fixtures";
import { ACCOUNTS, alertWith, signIn } from "./support/session";

/** The run's ERP stand-in, Production port: fault knobs (sim/erp/README.md). */
async function erpFaults(faults: Record<string, unknown> | null) {
  const url = `${process.env.E2E_ERP_BASE_URL}:5000/__control/faults`;
  const res = await fetch(
    url,
    faults
      ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }
      : { method: "DELETE" },
  );
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}

test.describe("Test Page", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto("/testpage");
    await expect(page.getByRole("heading", { name: "Test Page" })).toBeVisible();
  });
  test.afterEach(() => erpFaults(null));

  test("asks for an id, then shows the cross-reference", async ({ page }) => {
    await page.getByRole("button", { name: "Search" }).click();
    await expect(alertWith(page, "Please enter an Eds Part Number.")).toBeVisible();

    await page.getByLabel("Ed's Product ID").fill(CROSS_REFERENCE.edsProductId);
    await page.getByLabel("Ed's Product ID").press("Enter");
    const result = page.getByRole("list", { name: "Cross reference result" });
    await expect(result).toContainText(`@ID: ${CROSS_REFERENCE.edsProductId}`);
    await expect(result).toContainText("File Name: EDS.PN.XREF");
    await expect(result).toContainText(`HER PN: ${CROSS_REFERENCE.herProductId}`);
    await expect(result).toContainText(`ID: ${CROSS_REFERENCE.edsProductId}`);
  });

  test("says when there is no cross-reference, and when the look-up fails", async ({ page }) => {
    await page.getByLabel("Ed's Product ID").fill("0000000");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(alertWith(page, "No cross reference found for the provided Ed's Product ID.")).toBeVisible();

    await erpFaults({ failNext: { count: 1, status: 500, path: "UserDefined" } });
    await page.getByLabel("Ed's Product ID").fill(CROSS_REFERENCE.edsProductId);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(alertWith(page, "Failed to retrieve cross reference.")).toBeVisible();
  });
});
