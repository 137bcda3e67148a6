"use client";

import { useEffect, useState } from "react";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import type { CommandPaletteProps } from "./command-palette";

// The palette (its filter, its list and Radix's dialog frame) is imported when first asked for, like the narrow
// screens' menu: only this button and the Ctrl+K listener are on every screen's first load (issue 17's budget).
const CommandPalette = dialogOnDemand(() => import("./command-palette").then((m) => m.CommandPalette));

/** Ctrl+K (⌘K on a Mac) anywhere in the portal, or this button, opens the command palette of the user's screens. */
export function CommandPaletteButton(props: Omit<CommandPaletteProps, "onClose">) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K"
        className="hidden items-center gap-2 rounded-md border border-white/30 px-2 py-1 text-sm text-brand-100 hover:bg-white/10 sm:flex"
        {...preloadOn(CommandPalette.preload)}
        onClick={() => setOpen(true)}
      >
        {/* The name is what it shows (axe: label-content-name-mismatch): "Go to a screen Ctrl K". */}
        Go to a screen <kbd className="rounded bg-white/10 px-1 font-sans text-xs">Ctrl K</kbd>
      </button>
      {open ? <CommandPalette {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
