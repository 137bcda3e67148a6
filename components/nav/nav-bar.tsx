import Link from "next/link";
import { COMPANY_LOGO_PATH } from "@/lib/companies/company-logo";
import type { NavGroup } from "@/lib/menus/menu-groups";
import { CommandPaletteButton } from "./command-palette-button";
import { NavMenuButton } from "./nav-menu-button";

type NavBarProps = { title: string; greeting: string; showLogo: boolean; homePath: string; groups: NavGroup[] };

/** The top bar: title, greeting, Ctrl+K's palette, and (below `lg`, where the sidebar is hidden) the Menu button. */
export function NavBar({ title, greeting, showLogo, homePath, groups }: NavBarProps) {
  return (
    <header className="sticky top-0 z-20 bg-brand-900 text-white shadow print:hidden">
      <div className="mx-auto flex h-14 max-w-[88rem] items-center gap-4 px-4">
        {showLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimising; next/image would add its client code to every screen
          <img src={COMPANY_LOGO_PATH} alt="Company logo" width={32} height={32} />
        ) : null}
        <Link href={homePath} className="text-lg font-semibold tracking-tight">
          {title}
        </Link>
        <span className="ml-auto text-sm text-brand-100">Hello, {greeting}</span>
        <CommandPaletteButton homePath={homePath} groups={groups} />
        <div className="lg:hidden">
          <NavMenuButton homePath={homePath} groups={groups} />
        </div>
      </div>
    </header>
  );
}
