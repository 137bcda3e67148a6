import type { NavGroup } from "@/lib/menus/menu-groups";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";

type SidebarProps = { homePath: string; groups: NavGroup[] };

/**
 * The wide screens' navigation (issue 28): Home, the user's menus under their groups, Logout. Below `lg` it is
 * hidden and the top bar's Menu button offers the same list.
 */
export function Sidebar({ homePath, groups }: SidebarProps) {
  return (
    <nav
      aria-label="Portal"
      className="sticky top-14 hidden max-h-[calc(100vh-3.5rem)] w-56 shrink-0 overflow-y-auto py-6 lg:block print:hidden"
    >
      <NavLink href={homePath}>Home</NavLink>
      {groups.map(({ group, items }) => {
        // An administrator's Home is the Admin Dashboard: the entry once is enough.
        const entries = items.filter((m) => m.path !== homePath);
        if (entries.length === 0) return null;
        const id = `nav-group-${group.replace(/\W+/g, "-").toLowerCase()}`;
        return (
          <div key={group} className="mt-4">
            <p id={id} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {group}
            </p>
            <ul aria-labelledby={id}>
              {entries.map((m) => (
                <li key={m.path}>
                  <NavLink href={m.path}>{m.name}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="mt-4 border-t border-slate-200 pt-2">
        <LogoutButton />
      </div>
    </nav>
  );
}
