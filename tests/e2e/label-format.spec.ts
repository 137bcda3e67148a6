import { expect, test, type Page } from "@playwright/test";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { ACCOUNTS, signIn } from "./support/session";

const labelFormatCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Label Format" }) });

test("a Ship54 admin chooses a branch's label format on Ship54 Settings; it is saved as chosen", async ({ page }) => {
  await signIn(page, ACCOUNTS.staff);
  const branchReads: string[] = [];
  page.on("request", (r) => r.url().includes("/api/ship-station/branches") && branchReads.push(r.url()));
  await page.goto("/ship54-settings");
  const card = labelFormatCard(page);
  const branch = card.getByLabel("Branch", { exact: true });
  await expect(branch).toHaveValue(QUEUE_BRANCH);
  // Both per-branch cards (Box Presets, Label Format) offer the ERP's branches from one read.
  const boxes = page.locator("section", { has: page.getByRole("heading", { name: "Box Presets" }) });
  await expect(boxes.getByLabel("Branch", { exact: true })).toHaveValue(QUEUE_BRANCH);
  expect(branchReads).toHaveLength(1);
  const formats = card.getByRole("group", { name: "Label format" });
  await expect(formats.getByRole("radio", { name: "PDF (letter)" })).toBeChecked();
  await expect(formats.getByRole("radio", { name: "PDF 4x6" })).toHaveAccessibleDescription(
    "Opens sized 4x6 in for a label printer's PDF driver.",
  );

  // Another branch than the desk's, so the other tests keep buying PDF labels.
  await branch.fill("TNWH");
  await expect(formats.getByRole("radio", { name: "PDF (letter)" })).toBeChecked();
  await formats.getByRole("radio", { name: "ZPL (thermal printer)" }).check();
  await expect(page.getByText("Label format for TNWH saved")).toBeVisible();

  await page.reload();
  await expect(branch).toHaveValue(QUEUE_BRANCH);
  await branch.fill("TNWH");
  await expect(
    labelFormatCard(page)
      .getByRole("group", { name: "Label format" })
      .getByRole("radio", { name: "ZPL (thermal printer)" }),
  ).toBeChecked();
});
