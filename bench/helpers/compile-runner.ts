// Our side of a bench runs as production runs it: compiled ahead of time (Next compiles the TypeScript at build),
// not transpiled on the fly by tsx, whose start-up costs about 0.6 s of CPU per process. The compiler is esbuild,
// already in node_modules with the dev tools (tsx, drizzle-kit); if it cannot be loaded, we fall back to tsx.
import path from "node:path";

/**
 * `external`: packages left to node to load (native modules such as DuckDB's cannot be bundled). `from`: compile
 * the script of another tree (an older commit's files, commit-tree.ts) with this checkout's packages, as
 * `<script>-<name>.mjs`; such a runner has no tsx fallback, since that tree has no node_modules.
 */
export async function runnerCommand(
  script: string,
  outDir: string,
  external: string[] = [],
  from?: { root: string; name: string },
): Promise<{ command: string; prefix: string[]; compiled: boolean }> {
  const root = from?.root ?? process.cwd();
  const outfile = path.join(outDir, `${path.basename(script, ".ts")}${from ? `-${from.name}` : ""}.mjs`);
  try {
    const esbuild = await import("esbuild");
    await esbuild.build({
      entryPoints: [path.join(root, script)],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      alias: { "@": root },
      nodePaths: [path.join(process.cwd(), "node_modules")],
      external,
      logLevel: "warning",
    });
    return { command: process.execPath, prefix: [outfile], compiled: true };
  } catch (err) {
    if (from) throw err;
    return { command: process.execPath, prefix: ["--import", "tsx", script], compiled: false };
  }
}
