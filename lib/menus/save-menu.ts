import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { menus } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { pgErrorCode, UNIQUE_VIOLATION } from "@/db/pg-error-code";
import { toMenuDto, type MenuDto } from "./menu-dto";
import type { MenuBody } from "./schemas";

const duplicate = (body: MenuBody) =>
  new ApiError({ code: "conflict", message: `A menu for ${body.path} already exists in ${body.product}.` });

/** A (path, product) pair is unique (CLARIFICATIONS 40): a second one answers 409. New menus go last. */
export async function createMenu(db: Db, body: MenuBody): Promise<MenuDto> {
  const [row] = await db
    .insert(menus)
    .values({ ...body, sortOrder: sql`(select coalesce(max(${menus.sortOrder}), -1) + 1 from ${menus})` })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate(body);
  return toMenuDto(row);
}

export async function updateMenu(db: Db, params: { id: string; body: MenuBody }): Promise<MenuDto> {
  const { id, body } = params;
  if (!z.uuid().safeParse(id).success) throw new ApiError({ code: "not_found", message: "Menu not found." });
  const clash = await db.query.menus.findFirst({
    where: and(eq(menus.path, body.path), eq(menus.product, body.product), ne(menus.id, id)),
    columns: { id: true },
  });
  if (clash) throw duplicate(body);
  try {
    const [row] = await db.update(menus).set(body).where(eq(menus.id, id)).returning();
    if (!row) throw new ApiError({ code: "not_found", message: "Menu not found." });
    return toMenuDto(row);
  } catch (err) {
    // Another admin saved the same pair between the check and the update.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw duplicate(body);
    throw err;
  }
}
