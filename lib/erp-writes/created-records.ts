/**
 * Records a lost attempt may have created: those found now that were not there before it acted. The ids seen
 * before acting are kept in the intent's progress, so a record that already existed is never taken for ours.
 */
export function createdSince<T extends { id: string | number }>(found: readonly T[], before: unknown): T[] {
  const seen = new Set(Array.isArray(before) ? before.map(String) : []);
  return found.filter((r) => !seen.has(String(r.id)));
}

/** The ids to remember before acting. */
export function idsOf(records: readonly { id: string | number }[]): string[] {
  return records.map((r) => String(r.id));
}
