"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Menu } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { NavGroup } from "@/lib/menus/menu-groups";
import { logout } from "./logout";
import { MENU_BUTTON_CLASS } from "./menu-button-class";

export type NavMenuProps = { homePath: string; groups: NavGroup[] };

const itemClass =
  "block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";
const labelClass = "px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600";

/**
 * The portal menu: Home, the user's menus under their groups (as the sidebar shows them), Logout (spec 1). It is the
 * narrow screens' navigation; on wide ones the sidebar stands in for it. Loaded by NavMenuButton when first wanted. `openWith`
 * opens it at once for the press that asked for it, as Radix opens it: on the menu for a pointer, on its first
 * item for a key. `focusTrigger` keeps the keyboard focus the placeholder button had.
 */
export function NavMenu({
  homePath,
  groups,
  openWith,
  focusTrigger,
}: NavMenuProps & { openWith: "pointer" | "keyboard" | null; focusTrigger: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusTrigger && !openWith) trigger.current?.focus();
    if (openWith !== "keyboard") return;
    // After Radix has put the focus on the menu it opened (its own effect, and a frame for the positioning).
    const frame = requestAnimationFrame(() => firstItem.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusTrigger, openWith]);
  return (
    <DropdownMenu.Root defaultOpen={openWith !== null}>
      <DropdownMenu.Trigger asChild>
        <button ref={trigger} type="button" aria-label="Menu" className={MENU_BUTTON_CLASS}>
          <Menu className="h-5 w-5" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[310px] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link ref={firstItem} href={homePath}>
              Home
            </Link>
          </DropdownMenu.Item>
          {groups.map(({ group, items }) => (
            <DropdownMenu.Group key={group}>
              <DropdownMenu.Label className={labelClass}>{group}</DropdownMenu.Label>
              {items.map((m) => (
                <DropdownMenu.Item key={m.path} asChild className={itemClass}>
                  <Link href={m.path}>{m.name}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
