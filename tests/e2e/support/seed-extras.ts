import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { seedDoubtfulLabel } from "./seed-doubt";

/** A second EDS account on the same ERP user, so the port-change test does not move the demo staff account. */
export const PORT_CHANGER = { email: "porter@example.com", password: "staff1234" } as const;

export async function seedE2eExtras(db: Db) {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  await db
    .insert(users)
    .values({
      email: PORT_CHANGER.email,
      firstName: "Pat",
      lastName: "Porter",
      userType: "customer",
      erpUserName: "JSMITH",
      companyId: eds?.id,
      roles: { e54: ["contact"] },
      products: [],
    })
    .onConflictDoNothing();
  await seedDoubtfulLabel(db);
}
