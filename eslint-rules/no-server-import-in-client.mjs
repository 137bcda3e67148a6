// A client component ("use client") may import no server module: a file that imports "server-only", or the
// database. Type-only imports pass (they are erased). Next would also refuse such an import, but only when it
// builds, and only for the pages it builds; this says so at lint time, naming the file.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const serverOnly = new Map();

function resolveImport(source, importer, root) {
  let base;
  if (source.startsWith("@/")) base = path.join(root, source.slice(2));
  else if (source.startsWith(".")) base = path.resolve(path.dirname(importer), source);
  else return null;
  for (const ext of EXTENSIONS) if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return null;
}

function isServerModule(file, root) {
  if (path.relative(root, file).startsWith(`db${path.sep}`)) return true;
  if (!serverOnly.has(file)) serverOnly.set(file, /^\s*import\s+["']server-only["']/m.test(readFileSync(file, "utf8")));
  return serverOnly.get(file);
}

const noServerImportInClient = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      server: "A client component imports {{file}}, a server module. Move what both need into a module made for both.",
    },
  },
  create(context) {
    const root = context.cwd;
    const body = context.sourceCode.ast.body;
    const isClient = body.some((n) => n.type === "ExpressionStatement" && n.directive === "use client");
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))
        )
          return;
        const file = resolveImport(node.source.value, context.filename, root);
        if (file && isServerModule(file, root))
          context.report({ node, messageId: "server", data: { file: path.relative(root, file) } });
      },
    };
  },
};

export default noServerImportInClient;
