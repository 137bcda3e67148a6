// Some files of an older commit, extracted beside the working tree so a bench can compile and run that commit's
// code in the same run as today's (the csv-tools bench runs the CSV tools as they were before the bounds). Kept in
// the system's temp folder by commit, so a second run reuses them. No build, no node_modules: a runner compiled
// from them by compile-runner.ts takes its packages from this checkout.
import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** `paths` of `ref` in a folder of their own; null when this checkout does not hold the commit (a shallow clone). */
export async function commitTree(ref: string, paths: string[]): Promise<{ dir: string; sha: string } | null> {
  let sha: string;
  try {
    sha = execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
  const dir = path.join(tmpdir(), "e54-bench-commit", sha.slice(0, 12));
  const done = path.join(dir, ".extracted");
  if (existsSync(done)) return { dir, sha };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execSync(`git archive ${sha} ${paths.map((p) => JSON.stringify(p)).join(" ")} | tar -x -C ${JSON.stringify(dir)}`);
  execFileSync("touch", [done]);
  return { dir, sha };
}
