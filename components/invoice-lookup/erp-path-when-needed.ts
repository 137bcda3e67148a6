/**
 * `erpPath`, imported when the screen first asks the ERP for one record: its id check brings zod (over 30 kB
 * gzipped), which the search, the table and the card do without (issue 17's first-load budget).
 */
export async function erpPathWhenNeeded(...segments: (string | number)[]): Promise<string> {
  const { erpPath } = await import("@/lib/erp/resources/erp-path");
  return erpPath(...segments);
}
