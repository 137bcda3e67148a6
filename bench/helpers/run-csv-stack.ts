// Child process of the csv-stack bench: one task, one implementation, one file. Prints one JSON line: the answer's
// digest (both implementations must print the same), the rows seen, the time of the measured part and the peak
// JS heap, sampled after every chunk the task handles. For reading, "papa" is papaparse's own `Papa.parse` streaming
// the decoded file (a reference only: the app reads with lib/csv, README.md), with scanCsv's header and blank-line
// rules applied to its records.
// Usage: run-csv-stack.ts <task> lib|papa <input> [column] [output]
//   read-all      every cell of every record (the PDW preview, comma remover and monthly feed read this way)
//   read-column   the trimmed values of one column, tallied (duplicates and value counts read this way)
//   read-some     every cell of one row in a hundred (the duplicates' second pass keeps some rows this way)
//   write-quoted  every record written back with every cell quoted (the spreadsheet exports)
//   write-minimal every record written back, quoted only where needed (the PDW output)
//   decode-1252   the file's bytes decoded as windows-1252 (lib: the table lib/csv had; papa: the platform's
//                 TextDecoder, which lib/csv uses now)
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import Papa from "papaparse";
import { writeBlob } from "./write-blob";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { openFileSource } from "@/lib/csv/node-file-source";
import { scanCsv } from "@/lib/csv/scan-csv";
import { CSV_LINE_END, serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import { decodeWindows1252 } from "./windows-1252-table";

const [task, impl, input, column, output] = process.argv.slice(2);
if (impl !== "lib" && impl !== "papa") throw new Error(`unknown implementation ${impl}`);
const parser = impl;

type ReadOptions = {
  onHeader: (headers: string[]) => void;
  onRow: (fields: string[], line: number, index: number) => void;
  columns?: () => number[];
  wantRow?: (index: number) => boolean;
};

/** Reads the input with lib/csv, or with papaparse under the same header and blank-line rules. */
async function read(options: ReadOptions): Promise<void> {
  if (parser === "lib") {
    await scanCsv(await openFileSource(input), { encoding, skipLines, onBytes: sampleHeap, ...options });
    return;
  }
  const decoder = new TextDecoder(encoding === "auto" ? "utf-8" : encoding);
  async function* text() {
    for await (const chunk of createReadStream(input, { highWaterMark: 1 << 20 })) {
      yield decoder.decode(chunk as Buffer, { stream: true });
      sampleHeap();
    }
    yield decoder.decode();
  }
  let records = 0;
  let width = -1;
  let index = 0;
  await new Promise<void>((resolve, reject) => {
    Papa.parse(Readable.from(text()) as unknown as File, {
      step: (result: Papa.ParseStepResult<string[]>) => {
        const fields = result.data;
        if (records++ < skipLines) return;
        if (width < 0) {
          width = fields.length;
          return options.onHeader(fields);
        }
        if (fields.length === 1 && fields[0] === "" && width !== 1) return;
        options.onRow(fields, 0, index++);
      },
      complete: () => resolve(),
      error: (err: Error) => reject(err),
    });
  });
}
const encoding: TextEncodingChoice = process.env.BENCH_ENCODING === "windows-1252" ? "windows-1252" : "auto";
const skipLines = Number(process.env.BENCH_SKIP_LINES ?? 0);

let peakHeap = 0;
const sampleHeap = () => {
  const used = process.memoryUsage().heapUsed;
  if (used > peakHeap) peakHeap = used;
};

const hash = createHash("sha256");
let rows = 0;
let workMs = 0;
let workCpuMs = 0;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const started = performance.now();
const startedCpu = cpuMs();

if (task === "read-all") {
  await read({
    onHeader: (h) => void hash.update(h.join("\u0001")),
    onRow: (fields) => {
      rows++;
      hash.update(fields.join("\u0001"));
    },
  });
  workMs = performance.now() - started;
  workCpuMs = cpuMs() - startedCpu;
} else if (task === "read-column") {
  const counts = new Map<string, number>();
  let col = -1;
  await read({
    onHeader: (h) => void (col = h.indexOf(column)),
    columns: () => [col],
    onRow: (fields) => {
      rows++;
      const v = fields[col].trim();
      if (v !== "") counts.set(v, (counts.get(v) ?? 0) + 1);
    },
  });
  workMs = performance.now() - started;
  workCpuMs = cpuMs() - startedCpu;
  for (const [v, n] of counts) hash.update(`${v}\u0001${n}\u0002`);
} else if (task === "read-some") {
  const wanted = (index: number) => index % 100 === 0;
  await read({
    onHeader: () => {},
    wantRow: wanted,
    onRow: (fields, _line, index) => {
      if (!wanted(index)) return;
      rows++;
      hash.update(fields.join("\u0001"));
    },
  });
  workMs = performance.now() - started;
  workCpuMs = cpuMs() - startedCpu;
} else if (task === "write-quoted" || task === "write-minimal") {
  // Both sides get the same records from the same reader, in batches of 10,000; only the writing is timed.
  const quoted = task === "write-quoted";
  const out = new TextBlobBuilder();
  let batch: string[][] = [];
  const write = () => {
    const t = performance.now();
    const c = cpuMs();
    if (parser === "lib") {
      for (const r of batch) out.append(serializeCsvRow(r, quoted ? "all" : "minimal") + CSV_LINE_END);
    } else {
      out.append(Papa.unparse(batch, { quotes: quoted, newline: CSV_LINE_END }) + CSV_LINE_END);
    }
    workMs += performance.now() - t;
    workCpuMs += cpuMs() - c;
    batch = [];
    sampleHeap();
  };
  await scanCsv(await openFileSource(input), {
    encoding,
    skipLines,
    onHeader: (h) => void batch.push([...h]),
    onRow: (fields) => {
      rows++;
      batch.push([...fields]);
      if (batch.length === 10_000) write();
    },
  });
  if (batch.length > 0) write();
  const blob = out.build();
  await writeBlob(output, blob);
  hash.update(new Uint8Array(await blob.arrayBuffer()));
} else if (task === "decode-1252") {
  const bytes = new Uint8Array(await readFile(input));
  const decoder = new TextDecoder("windows-1252");
  // 1 MB at a time, as the tools decode a stream.
  for (let at = 0; at < bytes.length; at += 1 << 20) {
    const chunk = bytes.subarray(at, at + (1 << 20));
    const t = performance.now();
    const c = cpuMs();
    const text = parser === "lib" ? decodeWindows1252(chunk) : decoder.decode(chunk, { stream: true });
    workMs += performance.now() - t;
    workCpuMs += cpuMs() - c;
    hash.update(text);
    sampleHeap();
  }
  rows = bytes.length;
} else throw new Error(`unknown task ${task}`);

sampleHeap();
console.log(
  JSON.stringify({
    digest: hash.digest("hex").slice(0, 16),
    rows,
    workSeconds: workMs / 1000,
    workCpuSeconds: workCpuMs / 1000,
    peakHeapMb: peakHeap / 2 ** 20,
  }),
);
