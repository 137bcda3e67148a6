import { listBranches } from "@/lib/erp/resources/branches";
import { getTerritory, territoryBranchIds } from "@/lib/erp/resources/territories";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { TERRITORY_COMPANIES } from "@/lib/erp/territory-companies";
import { logger } from "@/lib/logger";
import { normaliseBranchId } from "./branch-access";

export type DirectoryCompany = {
  code: string;
  /** The name the ERP's territory gives (its description); null where it gives none (spec 2 names codes only). */
  name: string | null;
  territoryId: string;
  branches: { id: string; name: string }[];
  /** The territory could not be read: its branches are unknown, not absent. */
  failed: boolean;
};

/**
 * The seven companies with the branches their territories list (spec 2 section 7: GET /Territories/{id}, branchList
 * or branches), each named from the ERP's branch records. A branch list that fails leaves the ids unnamed.
 */
export async function branchDirectory(conn: ErpConnection): Promise<DirectoryCompany[]> {
  const [territories, branches] = await Promise.all([
    Promise.allSettled(TERRITORY_COMPANIES.map((c) => getTerritory(conn, c.territoryId))),
    listBranches(conn, { pageSize: 1000 }).catch((err: unknown) => {
      logger.warn({ err: String(err) }, "branch names unavailable");
      return { results: [] };
    }),
  ]);
  const names = new Map(branches.results.map((b) => [normaliseBranchId(b.id), b.name || b.description || ""]));
  return TERRITORY_COMPANIES.map((company, i) => {
    const territory = territories[i];
    const ids = territory.status === "fulfilled" ? territoryBranchIds(territory.value).map(normaliseBranchId) : [];
    return {
      code: company.code,
      name: territory.status === "fulfilled" ? territory.value.description?.trim() || null : null,
      territoryId: company.territoryId,
      branches: ids.map((id) => ({ id, name: names.get(id) ?? "" })),
      failed: territory.status === "rejected",
    };
  });
}
