import type { Menu } from "@/db/schema";

/** A menu as the admin API and screen know it. */
export function toMenuDto(m: Menu) {
  return { _id: m.id, name: m.name, path: m.path, product: m.product, roles: m.roles };
}
export type MenuDto = ReturnType<typeof toMenuDto>;

/** One entry of the navigation bar. */
export type MenuItem = Pick<MenuDto, "name" | "path">;
