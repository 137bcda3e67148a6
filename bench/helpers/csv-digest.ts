// A digest of a CSV file's data rows (header skipped), to check that two tools produced the same rows whatever
// their quoting style. `pick` chooses and normalises the cells that must agree; `sorted` ignores row order.
import { createHash } from "node:crypto";
import { openFileSource } from "@/lib/csv/node-file-source";
import { scanCsv } from "@/lib/csv/scan-csv";

export async function csvDigest(
  file: string,
  options: { pick?: (row: string[]) => string[]; sorted?: boolean } = {},
): Promise<{ rows: number; sha: string }> {
  const pick = options.pick ?? ((r: string[]) => r);
  const hash = createHash("sha256");
  const kept: string[] = [];
  const { rowCount } = await scanCsv(await openFileSource(file), {
    onRow: (row) => {
      const line = pick(row).join("\u0001");
      if (options.sorted) kept.push(line);
      else hash.update(line + "\u0002");
    },
  });
  if (options.sorted) for (const line of kept.sort()) hash.update(line + "\u0002");
  return { rows: rowCount, sha: hash.digest("hex").slice(0, 16) };
}
