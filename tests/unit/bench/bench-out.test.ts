import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { benchOut } from "@/bench/helpers/bench-out";

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

describe("benchOut", () => {
  it("makes bench/.out in a fresh clone (which has none: git ignores it), and leaves an existing one as it is", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "e54-fresh-clone-"));
    roots.push(root);
    const dir = await benchOut(root);
    expect(dir).toBe(path.join(root, "bench", ".out"));
    expect((await stat(dir)).isDirectory()).toBe(true);
    await writeFile(path.join(dir, "kept.csv"), "a\n");
    await benchOut(root);
    expect((await stat(path.join(dir, "kept.csv"))).size).toBe(2);
  });
});
