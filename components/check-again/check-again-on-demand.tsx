"use client";

import { componentOnDemand } from "@/components/ui/component-on-demand";
import type { CheckAgainNotice as Notice } from "./check-again-notice";

/**
 * The notice as screens use it: imported when an action first falls into doubt, so the screens held to the first-load
 * aim (tests/e2e/js-budget.spec.ts) carry none of it. Typed as the notice itself, whose props are generic.
 */
export const CheckAgainNotice = componentOnDemand(() =>
  import("./check-again-notice").then((m) => m.CheckAgainNotice),
) as unknown as typeof Notice & {
  preload(): Promise<unknown>;
};
