// Child process of the inv-bal bench: compares two inventory files and writes every differing row as
// eds_ecl, conv_ecl, diff (the same file the pandas reference writes), through the pairs the Download CSV streams.
// Usage: run-inv-bal.ts <conv.csv> <eds.csv> <output.csv>
import { writeBlob } from "./write-blob";
import { openFileSource } from "@/lib/csv/node-file-source";
import { CSV_LINE_END, serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import { readConvRows } from "@/lib/inv-bal/conv-rows";
import { pairInventory } from "@/lib/inv-bal/pair-inventory";

const [convPath, edsPath, output] = process.argv.slice(2);
const [conv, eds] = await Promise.all([openFileSource(convPath), openFileSource(edsPath)]);
const started = performance.now();
const columns = { partColumn: "ESC.PN", valueColumn: "OH-TOTAL", displayColumn: "DESCRIPTION" } as const;
const out = new TextBlobBuilder();
out.append(serializeCsvRow(["eds_ecl", "conv_ecl", "diff"]) + CSV_LINE_END);
// As the Download CSV asks: only the differing pairs are made.
const r = await pairInventory(
  await readConvRows(conv, columns),
  eds,
  { ...columns, wantPair: (diff) => diff !== 0 },
  (i) => out.append(serializeCsvRow([i.eds_ecl ?? "", i.conv_ecl ?? "", String(i.diff)]) + CSV_LINE_END),
);
await writeBlob(output, out.build());
const workSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ matched: r.matched, unmatched: r.unmatched, workSeconds }));
