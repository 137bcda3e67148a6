// A module load hook of the checker's self-test (`npm run chaos -- --self-test`), registered by that process only:
// each file that holds a broken copy is compiled here with the copy beside the original, chosen at run time by
// `globalThis.__e54ChaosBreak` (unset: the original runs). The code under test carries no hook of its own.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";

/** @type {{ id: string; file: string; find: string; replace: string; statement?: boolean }[]} */
let breaks = [];
let root = process.cwd();

export function initialize(data) {
  breaks = data.breaks;
  root = data.root;
}

const when = (id) => `globalThis.__e54ChaosBreak === ${JSON.stringify(id)}`;

/** The source with each of its breaks beside the text it breaks: an expression as a choice, a statement as an if. */
function withBreaks(source, mine, file) {
  let out = source;
  for (const b of mine) {
    const found = out.split(b.find).length - 1;
    if (found !== 1) throw new Error(`broken copy ${b.id}: "${b.find}" is in ${file} ${found} times, not once`);
    const both = b.statement
      ? `if (${when(b.id)}) { ${b.replace} } else { ${b.find} }`
      : `((${when(b.id)}) ? (${b.replace}) : (${b.find}))`;
    out = out.replace(b.find, () => both);
  }
  // The self-test asks whether each broken copy was loaded before it counts on it.
  const loaded = mine.map((b) => JSON.stringify(b.id)).join(", ");
  return `${out}\n;for (const id of [${loaded}]) (globalThis.__e54ChaosBreaksLoaded ??= new Set()).add(id);\n`;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:")) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const mine = breaks.filter((b) => path.resolve(root, b.file) === file);
  if (!mine.length) return nextLoad(url, context);
  const source = withBreaks(await readFile(file, "utf8"), mine, file);
  const { code } = await transform(source, {
    loader: "ts",
    format: "esm",
    target: "node20",
    sourcefile: file,
    sourcemap: "inline",
  });
  return { format: "module", source: code, shortCircuit: true };
}
