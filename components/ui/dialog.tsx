"use client";

import { componentOnDemand } from "./component-on-demand";
import type { DialogProps } from "./dialog-frame";

// Radix's dialog (focus trap, scroll lock, portal: about 12 kB gzipped) was on the first load of every screen that
// has one, though a dialog opens only when asked (issue 17's budget). Its frame is imported when a dialog first
// opens, or earlier through `preloadDialog()` when the pointer comes near or focus reaches what opens one.
const DialogFrame = componentOnDemand(() => import("./dialog-frame").then((m) => m.DialogFrame));
export const preloadDialog = DialogFrame.preload;

/** A modal with a title, focus trapped inside and Escape to close; nothing is rendered (or loaded) while closed. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogFrame {...props} /> : null;
}
