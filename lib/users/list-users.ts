import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { toUserDto, type UserDto } from "./user-dto";

export async function listUsers(db: Db): Promise<UserDto[]> {
  const rows = await db.select().from(users).orderBy(asc(users.email));
  return rows.map(toUserDto);
}
