// Writes the sales CSV the data-tools bench reads (1,000,000 rows, about 100 MB): realistic widths, about 10 % quoted
// values with commas or doubled quotes, and a `ProductSKU` column with many repeats (what duplicates and value
// counts look at): 400,000 possible SKUs per prefix, so most rows repeat a SKU and about a quarter do not.
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { once } from "node:events";
import { seededRandom } from "./seeded-random";

const BRANCHES = ["ILMV", "TNKN", "TNNA", "TNCH", "ARLR", "ILCS"];
const VIAS = ["UPS GROUND", "FEDEX 2DAY", "BEST WAY", "WILL CALL"];
const WORDS = ["PIPE", "VALVE", "ELBOW", "COPPER", "PVC", "FITTING", "BRASS", "TEE", "COUPLING", "FLANGE", "GASKET"];

export async function generateSalesCsv(path: string, rows: number): Promise<number> {
  const existing = await stat(path).catch(() => null);
  if (existing) return existing.size;
  const rnd = seededRandom(54);
  const out = createWriteStream(path);
  out.write("Invoice#,Line,ProductSKU,Description,Customer,Quantity,UnitPrice,InvoiceDate,Branch,PONumber,ShipVia\n");
  let batch: string[] = [];
  for (let i = 0; i < rows; i++) {
    const invoice = `S${String(1_000_000 + Math.floor(i / 4)).padStart(8, "0")}.001`;
    const sku = `${rnd() < 0.3 ? "AS" : "KO"}-${Math.floor(rnd() * 400_000)}`;
    const w1 = WORDS[Math.floor(rnd() * WORDS.length)];
    const w2 = WORDS[Math.floor(rnd() * WORDS.length)];
    const r = rnd();
    const desc =
      r < 0.08 ? `"${w1}, ${w2} 3/4"""` : r < 0.1 ? `"${w1}, ${w2}"` : `${w1} ${w2} ${Math.floor(rnd() * 100)}`;
    const customer = `C${Math.floor(rnd() * 5000)}`;
    const qty = Math.floor(rnd() * 20) + 1;
    const price = (rnd() * 500).toFixed(2);
    const date = `2026-10-${String((i % 28) + 1).padStart(2, "0")}`;
    const branch = BRANCHES[i % BRANCHES.length];
    const po = `PO-${Math.floor(rnd() * 1e8)}`;
    const via = VIAS[Math.floor(rnd() * VIAS.length)];
    batch.push(`${invoice},${i % 4},${sku},${desc},${customer},${qty},$${price},${date},${branch},${po},${via}`);
    if (batch.length === 10_000) {
      if (!out.write(batch.join("\n") + "\n")) await once(out, "drain");
      batch = [];
    }
  }
  if (batch.length) out.write(batch.join("\n") + "\n");
  out.end();
  await once(out, "finish");
  return (await stat(path)).size;
}
