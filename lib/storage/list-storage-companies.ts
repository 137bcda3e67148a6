import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { StorageCompany } from "./storage-company";

/** The companies an admin can open the files of, by name. */
export async function listStorageCompanies(db: Db): Promise<StorageCompany[]> {
  return db
    .select({ id: companies.id, name: companies.name, companyCode: companies.companyCode })
    .from(companies)
    .orderBy(asc(companies.name));
}
