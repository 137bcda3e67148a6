import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, type Company, type NewCompany } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { pgErrorCode, UNIQUE_VIOLATION } from "@/db/pg-error-code";
import { checkCompanyProducts } from "./check-company-products";
import { toCompanyDto, type CompanyDto } from "./company-dto";
import { mergeApiUser } from "./merge-api-user";
import type { CompanyBody } from "./schemas";

const codeTaken = (code: string) =>
  new ApiError({ code: "conflict", message: `A company with code ${code} already exists.` });

/** The columns to write: credentials encrypted at rest (docs/architecture.md), Ship54 settings and webhook left to their screens. */
function toColumns(body: CompanyBody, stored?: Company): Omit<NewCompany, "id"> {
  const { surcharge, ship54Tracking, ...rest } = body;
  return {
    ...rest,
    surcharge: {
      authMethod: surcharge.authMethod,
      apiUser: mergeApiUser({
        enabled: surcharge.authMethod === "apiUser",
        input: surcharge.apiUser,
        stored: stored?.surcharge?.apiUser,
        label: "surcharge",
      }),
      productsByPort: surcharge.productsByPort,
      eligibleTermsCodes: surcharge.eligibleTermsCodes,
      hourlyCap: surcharge.hourlyCap,
    },
    ship54Tracking: {
      authMethod: ship54Tracking.authMethod,
      apiUser: mergeApiUser({
        enabled: ship54Tracking.authMethod === "apiUser",
        input: ship54Tracking.apiUser,
        stored: stored?.ship54Tracking?.apiUser,
        label: "tracking",
      }),
    },
  };
}

export async function getCompanyOrThrow(db: Db, id: string): Promise<Company> {
  const company = z.uuid().safeParse(id).success
    ? await db.query.companies.findFirst({ where: eq(companies.id, id) })
    : undefined;
  if (!company) throw new ApiError({ code: "not_found", message: "Company not found." });
  return company;
}

export async function createCompany(db: Db, body: CompanyBody): Promise<CompanyDto> {
  await checkCompanyProducts(db, body.products);
  const [row] = await db.insert(companies).values(toColumns(body)).onConflictDoNothing().returning();
  if (!row) throw codeTaken(body.companyCode);
  return toCompanyDto(row);
}

/** A PUT without a password keeps the stored one. */
export async function updateCompany(db: Db, params: { id: string; body: CompanyBody }): Promise<CompanyDto> {
  const { id, body } = params;
  const stored = await getCompanyOrThrow(db, id);
  await checkCompanyProducts(db, body.products);
  const clash = await db.query.companies.findFirst({
    where: and(eq(companies.companyCode, body.companyCode), ne(companies.id, id)),
    columns: { id: true },
  });
  if (clash) throw codeTaken(body.companyCode);
  try {
    const [row] = await db
      .update(companies)
      .set({ ...toColumns(body, stored), updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (!row) throw new ApiError({ code: "not_found", message: "Company not found." });
    return toCompanyDto(row);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw codeTaken(body.companyCode);
    throw err;
  }
}
