import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe's serious and critical findings on the page as it stands (WCAG 2.1 A/AA and best practice), one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
