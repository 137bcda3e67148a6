import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { menus } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { toMenuDto, type MenuDto } from "./menu-dto";

export async function deleteMenu(db: Db, params: { id: string }): Promise<MenuDto> {
  const row = z.uuid().safeParse(params.id).success
    ? (await db.delete(menus).where(eq(menus.id, params.id)).returning())[0]
    : undefined;
  if (!row) throw new ApiError({ code: "not_found", message: "Menu not found." });
  return toMenuDto(row);
}
