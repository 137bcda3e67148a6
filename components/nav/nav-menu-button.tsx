"use client";

import { Menu } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { MENU_BUTTON_CLASS } from "./menu-button-class";
import type { NavMenu as NavMenuComponent, NavMenuProps } from "./nav-menu";

// The menu is Radix's dropdown with its positioning engine: 32 kB gzipped that every signed-in screen downloaded
// before anyone opened it (issue 17's budget). This button stands in for its trigger and loads it when the pointer
// comes near, the button takes focus, or it is pressed (which then opens the menu as soon as it is there).
const loadNavMenu = () => import("./nav-menu").then((m) => m.NavMenu);

type OpenWith = "pointer" | "keyboard" | null;
type Loaded = {
  Menu: ComponentType<Parameters<typeof NavMenuComponent>[0]>;
  openWith: OpenWith;
  focusTrigger: boolean;
};

export function NavMenuButton(props: NavMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openWith = useRef<OpenWith>(null);
  const loading = useRef(false);

  function load(open: OpenWith) {
    openWith.current ??= open;
    // A press between the code's arrival and the swap: the menu mounts open all the same (before it, nothing to do).
    if (open) setLoaded((l) => l && { ...l, openWith: l.openWith ?? open });
    if (loading.current) return;
    loading.current = true;
    void loadNavMenu().then((Menu) =>
      setLoaded({ Menu, openWith: openWith.current, focusTrigger: document.activeElement === button.current }),
    );
  }

  // Focused before the page's scripts ran (a quick Tab): no focus event will come, so load now.
  useEffect(() => {
    if (document.activeElement === button.current) load(null);
  }, []);

  if (loaded) return <loaded.Menu {...props} openWith={loaded.openWith} focusTrigger={loaded.focusTrigger} />;
  return (
    <button
      ref={button}
      type="button"
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={MENU_BUTTON_CLASS}
      onPointerEnter={() => load(null)}
      onFocus={() => load(null)}
      // A click with no pointer behind it (detail 0) is Enter or Space: the menu then opens on its first item.
      onClick={(e) => load(e.detail === 0 ? "keyboard" : "pointer")}
      onKeyDown={(e) => {
        if (e.key === "ArrowDown") {
          e.preventDefault();
          load("keyboard");
        }
      }}
    >
      <Menu className="h-5 w-5" aria-hidden />
    </button>
  );
}
