"use client";

import { lazy, Suspense } from "react";
import type { DialogProps } from "./dialog-frame";

// Radix's dialog (focus trap, scroll lock, portal: about 12 kB gzipped) was on the first load of every screen that
// has one, though a dialog opens only when asked (issue 17's budget). Its frame is imported when a dialog first
// opens, or earlier through `preloadDialog()` when the pointer comes near or focus reaches what opens one.
let frame: Promise<typeof import("./dialog-frame")> | null = null;
export const preloadDialog = () => (frame ??= import("./dialog-frame"));
const DialogFrame = lazy(() => preloadDialog().then((m) => ({ default: m.DialogFrame })));

/** A modal with a title, focus trapped inside and Escape to close; nothing is rendered (or loaded) while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
