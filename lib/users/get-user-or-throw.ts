import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

export async function getUserOrThrow(db: Db, id: string): Promise<User> {
  const user = z.uuid().safeParse(id).success ? await db.query.users.findFirst({ where: eq(users.id, id) }) : undefined;
  if (!user) throw new ApiError({ code: "not_found", message: "User not found." });
  return user;
}
