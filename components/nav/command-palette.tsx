"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { filterScreens, type PaletteScreen } from "@/lib/menus/filter-screens";
import { paletteScreens } from "@/lib/menus/palette-screens";
import type { NavGroup } from "@/lib/menus/menu-groups";

export type CommandPaletteProps = { homePath: string; groups: NavGroup[]; onClose(): void };

/**
 * Ctrl+K's list of the user's screens (issue 28): type to narrow it, the arrows to move, Enter to open, Escape to
 * close. A combobox over a listbox that is always open (Autocomplete's list is a search's, shown while typing);
 * imported by CommandPaletteButton when first asked for.
 */
export function CommandPalette({ homePath, groups, onClose }: CommandPaletteProps) {
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const screens = useMemo<PaletteScreen[]>(() => paletteScreens(homePath, groups), [homePath, groups]);
  const shown = filterScreens(screens, query);
  const optionId = (i: number) => `${listId}-${i}`;
  // Where the focus was when the palette opened (Ctrl+K opens it from anywhere): read while rendering, before the
  // dialog takes the focus, and given back when it closes (else the palette's button), so Escape never drops it.
  const [returnTo] = useState(() => (document.activeElement === document.body ? null : document.activeElement));
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const back = returnTo?.isConnected ? returnTo : document.querySelector('[aria-keyshortcuts="Control+K"]');
        if (back instanceof HTMLElement) back.focus();
      });
    },
    [returnTo],
  );

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  function open(screen: PaletteScreen | undefined) {
    if (!screen) return;
    onClose();
    router.push(screen.path);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves && shown.length > 0) {
      e.preventDefault();
      setActive(moves[e.key]);
    } else if (e.key === "Enter") {
      e.preventDefault();
      open(shown[active]);
    }
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Go to a screen">
      <input
        type="text"
        role="combobox"
        aria-label="Screen name"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Type a screen's name"
        className="h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Screens" className="mt-3 max-h-80 overflow-y-auto">
        {shown.map((s, i) => (
          <li
            key={s.path + s.name}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn(
              "flex cursor-pointer items-baseline justify-between gap-4 rounded px-3 py-2 text-sm",
              i === active ? "bg-brand-50 text-brand-700" : "text-slate-800",
            )}
            onMouseMove={() => setActive(i)}
            onClick={() => open(s)}
          >
            <span>{s.name}</span>
            {s.group ? <span className="text-xs text-slate-600">{s.group}</span> : null}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          No screen matches {query.trim()}.
        </p>
      ) : null}
    </Dialog>
  );
}
