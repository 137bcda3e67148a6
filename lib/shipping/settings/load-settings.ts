import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type Company } from "@/db/schema";
import { toSettingsView } from "./settings-screen-view";

/** The settings view for one company as one user sees it (their own enableAutoSearch). */
export async function loadSettingsView(db: Db, params: { company: Company; userId: string }) {
  const user = await db.query.users.findFirst({ where: eq(users.id, params.userId), columns: { preferences: true } });
  return toSettingsView(params.company, user ?? null);
}
