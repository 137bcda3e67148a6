import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { toCompanyDto, type CompanyDto } from "./company-dto";

export async function listCompanies(db: Db): Promise<CompanyDto[]> {
  const rows = await db.select().from(companies).orderBy(asc(companies.name));
  return rows.map(toCompanyDto);
}
