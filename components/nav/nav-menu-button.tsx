"use client";

import { Menu } from "lucide-react";
import { useRef, useState, type ComponentType } from "react";
import { MENU_BUTTON_CLASS } from "./menu-button-class";
import type { NavMenu as NavMenuComponent, NavMenuProps } from "./nav-menu";

// The menu is Radix's dropdown with its positioning engine: 32 kB gzipped that every signed-in screen downloaded
// before anyone opened it (issue 17's budget). This button stands in for its trigger and loads it when the pointer
// comes near, the button takes focus, or it is pressed (which then opens the menu as soon as it is there).
const loadNavMenu = () => import("./nav-menu").then((m) => m.NavMenu);

type Loaded = { Menu: ComponentType<Parameters<typeof NavMenuComponent>[0]>; open: boolean; focusTrigger: boolean };

export function NavMenuButton(props: NavMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wantOpen = useRef(false);
  const loading = useRef(false);

  function load(open: boolean) {
    wantOpen.current ||= open;
    if (loading.current) return;
    loading.current = true;
    void loadNavMenu().then((Menu) =>
      setLoaded({ Menu, open: wantOpen.current, focusTrigger: document.activeElement === button.current }),
    );
  }

  if (loaded) return <loaded.Menu {...props} open={loaded.open} focusTrigger={loaded.focusTrigger} />;
  return (
    <button
      ref={button}
      type="button"
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={MENU_BUTTON_CLASS}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
      onKeyDown={(e) => {
        if (e.key === "ArrowDown") {
          e.preventDefault();
          load(true);
        }
      }}
    >
      <Menu className="h-5 w-5" aria-hidden />
    </button>
  );
}
