import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { boxPresets } from "@/db/schema";
import { toBoxPresetDto, type BoxPresetDto } from "./box-preset-dto";

/** A branch's boxes, smallest first: the order of their number keys. */
export async function listBoxPresets(db: Db, params: { companyId: string; branch: string }): Promise<BoxPresetDto[]> {
  const rows = await db
    .select()
    .from(boxPresets)
    .where(and(eq(boxPresets.companyId, params.companyId), eq(boxPresets.branch, params.branch)))
    .orderBy(asc(sql`${boxPresets.length} * ${boxPresets.width} * ${boxPresets.height}`), asc(boxPresets.name));
  return rows.map(toBoxPresetDto);
}

/** The company's branches that have boxes, for the settings card's branch list. */
export async function listBoxBranches(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ branch: boxPresets.branch })
    .from(boxPresets)
    .where(eq(boxPresets.companyId, companyId))
    .orderBy(asc(boxPresets.branch));
  return rows.map((r) => r.branch);
}
