// Child process of the inv-bal bench: compares two inventory files and writes every differing row as
// eds_ecl, conv_ecl, diff (the same file the pandas reference writes).
// Usage: run-inv-bal.ts <conv.csv> <eds.csv> <output.csv>
import { writeBlob } from "./write-blob";
import { openFileSource } from "@/lib/csv/node-file-source";
import { CSV_LINE_END, serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";

const [convPath, edsPath, output] = process.argv.slice(2);
const [conv, eds] = await Promise.all([openFileSource(convPath), openFileSource(edsPath)]);
const started = performance.now();
const r = await compareInventory(conv, eds, { partColumn: "ESC.PN", valueColumn: "OH-TOTAL", displayColumn: "DESCRIPTION" });
const out = new TextBlobBuilder();
out.append(serializeCsvRow(["eds_ecl", "conv_ecl", "diff"]) + CSV_LINE_END);
for (const i of r.all_items) {
  if (i.diff !== 0) out.append(serializeCsvRow([i.eds_ecl ?? "", i.conv_ecl ?? "", String(i.diff)]) + CSV_LINE_END);
}
await writeBlob(output, out.build());
const workSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ matched: r.matched_row_count, unmatched: r.unmatched_count, workSeconds }));
