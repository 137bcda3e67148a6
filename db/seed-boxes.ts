import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { boxPresets, companies } from "./schema";

/**
 * Company EDS's demo branches (sim/erp fixtures): QUEUE_BRANCH, where the queued orders wait, and BATCH_BRANCH,
 * whose ten orders are there to ship as a batch.
 */
const DEMO_BRANCHES = ["TNNA", "TNCO"];

/**
 * A few boxes at EDS's demo branches, so the preparation screen and Ship a batch offer them on `npm run dev`; only
 * into an empty branch.
 */
export async function seedBoxPresets(db: Db) {
  for (const branch of DEMO_BRANCHES) await seedBranchBoxes(db, branch);
}

async function seedBranchBoxes(db: Db, branch: string) {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS"), columns: { id: true } });
  if (!eds) return;
  const any = await db.query.boxPresets.findFirst({
    where: and(eq(boxPresets.companyId, eds.id), eq(boxPresets.branch, branch)),
    columns: { id: true },
  });
  if (any) return;
  const boxes = [
    { name: "Small 8x6x4", length: 8, width: 6, height: 4, emptyWeight: 0.3 },
    { name: "Medium 12x10x8", length: 12, width: 10, height: 8, emptyWeight: 0.7 },
    { name: "Large 18x14x12", length: 18, width: 14, height: 12, emptyWeight: 1.4 },
  ];
  await db
    .insert(boxPresets)
    .values(boxes.map((b) => ({ ...b, companyId: eds.id, branch })))
    .onConflictDoNothing();
}
