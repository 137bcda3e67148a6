import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type Company } from "@/db/schema";

type Columns = Partial<Record<keyof Company, true>>;
type Picked<C extends Columns> = Pick<Company, Extract<keyof C, keyof Company>>;

/**
 * A company by the code a link or the ERP gives, in any case: the ERP may print it otherwise than the portal stores
 * it. An exact match wins; else the one company whose code matches in another case (none when two do). One query.
 */
export async function findCompanyByCode<C extends Columns>(
  db: Db,
  code: string,
  columns: C,
): Promise<Picked<C> | undefined> {
  const wanted: Columns = { ...columns, companyCode: true };
  // drizzle cannot follow a generic column pick; the rows hold exactly `wanted`.
  const rows = (await db.query.companies.findMany({
    columns: wanted,
    where: sql`lower(${companies.companyCode}) = lower(${code})`,
    orderBy: sql`${companies.companyCode} = ${code} desc`,
    limit: 2,
  })) as unknown as (Picked<C> & Pick<Company, "companyCode">)[];
  const [first] = rows;
  return first && (first.companyCode === code || rows.length === 1) ? first : undefined;
}
