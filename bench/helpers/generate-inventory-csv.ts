// Writes the CONV and EDS inventory files the inv-bal bench reads, as the ERP does: windows-1252 bytes, 8 report
// lines, column names on line 9. About 90 % of EDS part numbers join; 2 % of CONV keys are blank and 1 % repeat
// (so some keys join several rows on both sides); about 10 % of compared values differ (numbers, decimals, text
// such as N/A, blanks).
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { stat } from "node:fs/promises";
import { seededRandom } from "./seeded-random";

const PREAMBLE = ["INVENTORY BALANCE REPORT", "Branch: ALL", "", "Run by: BENCH", "", "Page 1", "", "--------"];
// Latin-1 code points whose windows-1252 bytes are the ones we mean: \u0099 is ™, \u0096 is –, ½ is itself.
const DESCS = ['PIPE \u00bd" COPPER', "VALVE\u0099 BRASS", '"ELBOW, 90\u00b0"', "TEE \u0096 PVC", "FLANGE 3/4"];

function qty(rnd: () => number): string {
  const r = rnd();
  if (r < 0.02) return "";
  if (r < 0.03) return "N/A";
  if (r < 0.1) return (rnd() * 100).toFixed(2);
  return String(Math.floor(rnd() * 500));
}

async function writeLatin1(path: string, lines: Iterable<string>): Promise<number> {
  const out = createWriteStream(path);
  let batch: string[] = [];
  for (const line of lines) {
    batch.push(line);
    if (batch.length === 5000) {
      if (!out.write(Buffer.from(batch.join("\r\n") + "\r\n", "latin1"))) await once(out, "drain");
      batch = [];
    }
  }
  if (batch.length) out.write(Buffer.from(batch.join("\r\n") + "\r\n", "latin1"));
  out.end();
  await once(out, "finish");
  return (await stat(path)).size;
}

export async function generateInventoryFiles(convPath: string, edsPath: string, rows: number): Promise<void> {
  const have = await Promise.all([stat(convPath).catch(() => null), stat(edsPath).catch(() => null)]);
  if (have[0] && have[1]) return;
  const rnd = seededRandom(9);
  const conv: string[] = [...PREAMBLE, "ECL_PN,ESC.PN,ESE.PN,ESW.PN,DESCRIPTION,OH-TOTAL,OH-AVAIL,COMMITTED,COST,BIN"];
  const eds: string[] = [...PREAMBLE, "ECL_PN,DESCRIPTION,OH-TOTAL,OH-AVAIL,COMMITTED,COST,BIN,UOM"];
  const edsRows: string[] = [];
  for (let i = 0; i < rows; i++) {
    const r = rnd();
    const part = r < 0.02 ? "" : r < 0.03 ? String(700000 + Math.floor(rnd() * 1000)) : String(100000 + i);
    const desc = DESCS[i % DESCS.length];
    const total = qty(rnd);
    const cost = (rnd() * 200).toFixed(2);
    conv.push(`CONV${i},${part},E${i},W${i},${desc},${total},${total},0,${cost},A${i % 90}`);
    // EDS row i describes the same part as CONV row i (90 %), a repeated CONV key (1 %) or nothing in CONV.
    const k = rnd();
    const key = k < 0.01 ? String(700000 + Math.floor(rnd() * 1000)) : k < 0.91 ? String(100000 + i) : `X${i}`;
    const edsTotal = rnd() < 0.9 ? total : qty(rnd);
    edsRows.push(`${key},${desc},${edsTotal},${edsTotal},0,${cost},B${i % 90},EA`);
  }
  // Shuffled-ish order so the join is not just a merge of two sorted lists.
  edsRows.sort((a, b) => (a.length % 7) - (b.length % 7) || (a < b ? -1 : 1));
  for (const row of edsRows) eds.push(row);
  await writeLatin1(convPath, conv);
  await writeLatin1(edsPath, eds);
}
