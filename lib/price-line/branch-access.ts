/** A branch id as the ERP matches it: trimmed, upper case. */
export function normaliseBranchId(id: string): string {
  return id.trim().toUpperCase();
}

/** The branch ids of an access list, normalised, each once, in the order given (an empty list: all branches). */
export function branchIdsOf(list: readonly { branchId: string }[] | readonly string[]): string[] {
  const ids = list.map((e) => normaliseBranchId(typeof e === "string" ? e : e.branchId)).filter(Boolean);
  return [...new Set(ids)];
}

export type AccessDiff = { added: string[]; removed: string[] };

/** What a save would change: branches added to and removed from the saved list. */
export function accessDiff(saved: readonly string[], next: readonly string[]): AccessDiff {
  const before = new Set(saved);
  const after = new Set(next);
  return { added: next.filter((b) => !before.has(b)), removed: saved.filter((b) => !after.has(b)) };
}

/** Dirty: the branch set differs from the saved one (spec 2 section 4); order does not count. */
export function isDirty(saved: readonly string[], next: readonly string[]): boolean {
  const { added, removed } = accessDiff(saved, next);
  return added.length > 0 || removed.length > 0;
}

/** The list with these branches switched on (appended in the given order) or off. */
export function withBranches(list: readonly string[], ids: readonly string[], on: boolean): string[] {
  if (!on) {
    const drop = new Set(ids);
    return list.filter((b) => !drop.has(b));
  }
  return [...new Set([...list, ...ids])];
}

/** A company's check state: all of its branches in the list, some, or none. */
export function companyState(list: readonly string[], companyBranches: readonly string[]): "all" | "some" | "none" {
  if (companyBranches.length === 0) return "none";
  const count = companyBranches.filter((b) => list.includes(b)).length;
  return count === 0 ? "none" : count === companyBranches.length ? "all" : "some";
}
