import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { ship54SettingsView, type Ship54SettingsView } from "./settings-view";

/** A company's Ship54 settings with the user's own preferences, as the browser may see them. */
export async function getShip54Settings(
  db: Db,
  params: { companyId: string; userId: string },
): Promise<Ship54SettingsView> {
  const [company, user] = await Promise.all([
    db.query.companies.findFirst({ where: eq(companies.id, params.companyId), columns: { ship54Settings: true } }),
    db.query.users.findFirst({ where: eq(users.id, params.userId), columns: { preferences: true } }),
  ]);
  if (!company) throw new ApiError({ code: "not_found", message: "Company ID not found" });
  return ship54SettingsView(company.ship54Settings, user?.preferences ?? {});
}
