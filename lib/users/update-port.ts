import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";

export const updatePortBodySchema = z.object({ port: z.coerce.number().int().min(1).max(65535) });

/** A user may change only their own port, and only to one of their company's ports (CLARIFICATIONS 6). */
export async function updateUserPort(db: Db, caller: Claims, userId: string, port: number) {
  if (caller.userType !== "admin" && caller.userId !== userId) {
    throw new ApiError({ code: "forbidden", message: "You can only change your own port." });
  }
  const user = z.uuid().safeParse(userId).success
    ? await db.query.users.findFirst({ where: eq(users.id, userId) })
    : undefined;
  if (!user) throw new ApiError({ code: "not_found", message: "User not found." });
  const company = user.companyId
    ? await db.query.companies.findFirst({ where: eq(companies.id, user.companyId) })
    : undefined;
  if (!company?.apiPorts.includes(port)) {
    throw new ApiError({ code: "unprocessable", message: `Port ${port} is not one of your company's ports.` });
  }
  await db.update(users).set({ lastPort: port, updatedAt: new Date() }).where(eq(users.id, userId));
  return { userId, lastPort: port };
}
