// The portal as of another commit, built beside the working tree's, so a bench can measure a change against the
// code before it in one run (same machine moments): the ERP proxy bench (same ERP stand-in) and the CSV limits
// bench (each tool's peak memory). Kept in the system's temp folder by commit, so a second run reuses the build.
import { execFileSync, execSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

function run(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  return new Promise((resolve) =>
    spawn(cmd, args, { stdio: ["ignore", "inherit", "inherit"], ...opts }).on("exit", (code) => resolve(code ?? 1)),
  );
}

/**
 * Checks out `ref` (git archive, no worktree), applies `patchFile` to it when given (a variant of a commit: the
 * change a benchmark weighs taken out), hard-links this node_modules into it and runs `next build` there.
 */
export async function prepareBaseline(
  ref: string,
  patchFile?: string,
): Promise<{ dir: string; sha: string; label: string }> {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const patch = patchFile ? await readFile(patchFile) : undefined;
  const variant = patch ? `-${createHash("sha256").update(patch).digest("hex").slice(0, 8)}` : "";
  const label = `${sha.slice(0, 7)}${patchFile ? ` + ${path.basename(patchFile, ".patch")}` : ""}`;
  const dir = path.join(tmpdir(), "e54-bench-baseline", `${sha.slice(0, 12)}${variant}`);
  if (existsSync(path.join(dir, ".next", "BUILD_ID"))) return { dir, sha, label };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`);
  if (patchFile) execFileSync("git", ["apply", path.resolve(patchFile)], { cwd: dir });
  // Hard links: the same packages at no copying cost, inside the build's own root (Turbopack wants that); from the
  // folder itself when this checkout's node_modules is a link to another's (a worktree), not a copy of the link.
  execFileSync("cp", ["-al", realpathSync("node_modules"), path.join(dir, "node_modules")]);
  const code = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (code !== 0) throw new Error(`next build of ${label} failed`);
  return { dir, sha, label };
}

/** The database a build runs on: one of its own on a PostgreSQL server, or a PGlite folder of its own. */
export type BuildDb = { DATABASE_URL: string } | { PGLITE_DIR: string };

/** Migrates and seeds a build's database with the baseline's own code (its schema may differ from this one's). */
export async function seedBaseline(dir: string, db: BuildDb, erpBaseUrl?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...db, NODE_ENV: "development" };
  // A PGlite folder is used only where no DATABASE_URL is set (CI sets one).
  if ("PGLITE_DIR" in db) delete env.DATABASE_URL;
  if (erpBaseUrl) env.ERP_SIM_BASE_URL = erpBaseUrl;
  const code = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "db/seed-cli.ts"], { cwd: dir, env });
  if (code !== 0) throw new Error("seeding the baseline's database failed");
}
