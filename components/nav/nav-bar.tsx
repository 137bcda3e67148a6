"use client";

import Image from "next/image";
import Link from "next/link";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Menu } from "lucide-react";
import type { MenuItem } from "@/lib/menus/menu-dto";
import { logout } from "./logout";

type NavBarProps = { title: string; greeting: string; showLogo: boolean; homePath: string; menus: MenuItem[] };

const itemClass = "block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";

export function NavBar({ title, greeting, showLogo, homePath, menus }: NavBarProps) {
  return (
    <header className="sticky top-0 z-20 bg-brand-900 text-white shadow">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        {showLogo ? <Image src="/logo.svg" alt="Company logo" width={32} height={32} priority /> : null}
        <Link href={homePath} className="text-lg font-semibold tracking-tight">
          {title}
        </Link>
        <span className="ml-auto text-sm text-brand-100">Hello, {greeting}</span>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button type="button" aria-label="Menu" className="rounded-md p-2 hover:bg-white/10">
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
                <Link href={homePath}>Home</Link>
              </DropdownMenu.Item>
              {menus.map((m) => (
                <DropdownMenu.Item key={m.path} asChild className={itemClass}>
                  <Link href={m.path}>{m.name}</Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
                Logout
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}
