// Child process of the csv-tools bench: runs one data tool on a file and writes its export, like a route would.
// Usage: run-csv-tool.ts duplicates|find-duplicates|value-counts <input.csv> <column> <output.csv>
import { writeBlob } from "./write-blob";
import { openFileSource } from "@/lib/csv/node-file-source";
import { countValueTable } from "@/lib/data-tools/count-values";
import { exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { exportValueTableCsv } from "@/lib/data-tools/export-value-counts";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";

const [tool, input, column, output] = process.argv.slice(2);
const source = await openFileSource(input);
const started = performance.now();
let rows = 0;
if (tool === "duplicates") {
  const out = await exportDuplicatesCsv(source, { headerRow: 1, column });
  await writeBlob(output, out.content);
  rows = out.rowCount;
} else if (tool === "find-duplicates") {
  rows = (await findDuplicates(source, { headerRow: 1, column })).duplicateRowCount;
} else if (tool === "value-counts") {
  // As the route answers format=csv.
  const table = await countValueTable(source, { headerRow: 1, column });
  await writeBlob(output, exportValueTableCsv(table).content);
  rows = table.order.length;
} else throw new Error(`unknown tool ${tool}`);
console.log(JSON.stringify({ rows, workSeconds: (performance.now() - started) / 1000 }));
