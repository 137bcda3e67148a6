import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStream } from "@/lib/csv/node-file-source";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-stream-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return Buffer.concat(parts);
}

describe("fileStream", () => {
  it("hands over every byte once and in order, across reads of a megabyte and the one read ahead", async () => {
    for (const size of [0, 1, (1 << 20) - 1, 1 << 20, (5 << 19) + 17]) {
      const bytes = randomBytes(size);
      const file = path.join(dir, `f-${size}`);
      await writeFile(file, bytes);
      expect((await readAll(fileStream(file))).equals(bytes), `${size} bytes`).toBe(true);
    }
  });

  it("can be cancelled while the next read is under way, and then the file can go", async () => {
    const file = path.join(dir, "cancelled");
    await writeFile(file, randomBytes(3 << 20));
    const reader = fileStream(file).getReader();
    const first = await reader.read();
    expect(first.value?.length).toBe(1 << 20);
    await reader.cancel();
    await rm(file);
  });

  it("says which file is missing when it is first read, not when the stream is made", async () => {
    const stream = fileStream(path.join(dir, "not-there"));
    await expect(readAll(stream)).rejects.toThrow(/ENOENT/);
  });
});
