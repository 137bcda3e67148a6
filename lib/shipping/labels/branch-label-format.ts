import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { branchLabelFormats } from "@/db/schema";
import { DEFAULT_LABEL_FORMAT, labelFormatOf, type LabelFormat } from "./label-format";

type BranchOf = { companyId: string; branch: string };

/** The format a branch buys its labels in: one read on the table's key; PDF (letter) when it chose none. */
export async function getBranchLabelFormat(db: Db, { companyId, branch }: BranchOf): Promise<LabelFormat> {
  const [row] = await db
    .select({ format: branchLabelFormats.format })
    .from(branchLabelFormats)
    .where(and(eq(branchLabelFormats.companyId, companyId), eq(branchLabelFormats.branch, branch.toUpperCase())));
  return row ? labelFormatOf(row.format) : DEFAULT_LABEL_FORMAT;
}

/** The format of a purchase at a branch; a label bought at no branch (an API client's) is the default. */
export async function labelFormatAt(db: Db, companyId: string, branch: string | null | undefined) {
  return branch ? getBranchLabelFormat(db, { companyId, branch }) : DEFAULT_LABEL_FORMAT;
}

/** Sets a branch's format (one row per company and branch). */
export async function saveBranchLabelFormat(
  db: Db,
  { companyId, branch, format }: BranchOf & { format: LabelFormat },
): Promise<{ branch: string; format: LabelFormat }> {
  const key = branch.toUpperCase();
  await db
    .insert(branchLabelFormats)
    .values({ companyId, branch: key, format })
    .onConflictDoUpdate({
      target: [branchLabelFormats.companyId, branchLabelFormats.branch],
      set: { format, updatedAt: sql`now()` },
    });
  return { branch: key, format };
}
