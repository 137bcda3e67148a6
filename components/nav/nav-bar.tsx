import Link from "next/link";
import type { MenuItem } from "@/lib/menus/menu-dto";
import { NavMenuButton } from "./nav-menu-button";

type NavBarProps = { title: string; greeting: string; showLogo: boolean; homePath: string; menus: MenuItem[] };

export function NavBar({ title, greeting, showLogo, homePath, menus }: NavBarProps) {
  return (
    <header className="sticky top-0 z-20 bg-brand-900 text-white shadow print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        {showLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimising; next/image would add its client code to every screen
          <img src="/logo.svg" alt="Company logo" width={32} height={32} />
        ) : null}
        <Link href={homePath} className="text-lg font-semibold tracking-tight">
          {title}
        </Link>
        <span className="ml-auto text-sm text-brand-100">Hello, {greeting}</span>
        <NavMenuButton homePath={homePath} menus={menus} />
      </div>
    </header>
  );
}
