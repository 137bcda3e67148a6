"use client";

import type { ComponentType } from "react";
import { componentOnDemand } from "./component-on-demand";
import { preloadDialog } from "./dialog";

/**
 * A dialog whose code (its form, react-hook-form, the zod schema) is imported when it first opens, not with the
 * screen, so a screen's first load carries only what it paints; Radix's frame comes with it. `preload` starts the
 * import early: spread `preloadOn(X.preload)` onto the button that opens it.
 */
export function dialogOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return componentOnDemand(load, preloadDialog);
}
