// A client component ("use client") may import no server module: the database, a file that imports "server-only",
// or a file that imports one of those, however deep. Type-only imports pass (they are erased). Next would also refuse such an import, but only when it
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

// Imports that bring code along: `import type` and all-type specifier lists are erased, so they are left out.
const VALUE_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

function valueImports(source) {
  const found = [];
  for (const m of source.matchAll(VALUE_IMPORT)) {
    const clause = m[1] ?? "";
    const braces = clause.match(/^\{([^}]*)\}$/);
    if (braces && braces[1].split(",").every((s) => !s.trim() || /^type\s/.test(s.trim()))) continue;
    found.push(m[2] ?? m[3]);
  }
  return found;
}

const ownFacts = new Map();

function factsOf(file, root) {
  if (!ownFacts.has(file)) {
    const source = readFileSync(file, "utf8");
    const marked =
      path.relative(root, file).startsWith(`db${path.sep}`) || /^\s*import\s+["']server-only["']/m.test(source);
    const imports = marked
      ? []
      : valueImports(source)
          .map((s) => resolveImport(s, file, root))
          .filter(Boolean);
    ownFacts.set(file, { marked, imports });
  }
  return ownFacts.get(file);
}

/**
 * A server module: the database, a file that imports "server-only", or one that imports a server module, all the way
 * down, so a lib module that reaches the database is caught whether or not it says "server-only" itself.
 */
function isServerModule(file, root) {
  if (serverOnly.has(file)) return serverOnly.get(file);
  const seen = new Set([file]);
  const todo = [file];
  let server = false;
  while (todo.length > 0 && !server) {
    const facts = factsOf(todo.pop(), root);
    server = facts.marked;
    for (const next of facts.imports) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  serverOnly.set(file, server);
  return server;
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
