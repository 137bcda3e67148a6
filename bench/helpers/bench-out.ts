import { mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * The folder benchmarks write their generated inputs and outputs to (`bench/.out`, ignored by git), made on
 * first use: a fresh clone has none.
 */
export async function benchOut(root = process.cwd()): Promise<string> {
  const dir = path.join(root, "bench", ".out");
  await mkdir(dir, { recursive: true });
  return dir;
}
