import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskTextSink } from "@/lib/csv/disk-text-sink";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "e54-sink-test-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Lines with characters of one to four UTF-8 bytes, so pieces of 7 characters cut through them at every offset.
const LINES = Array.from({ length: 200 }, (_, i) => `${i},Müller café,€${i}.50,🚚,"a ""b"""\n`);

describe("a tool's output text", () => {
  it("is the same file on disk as in memory, in the same type, whatever the piece size", async () => {
    const memory = new TextBlobBuilder(7);
    const disk = new DiskTextSink(path.join(dir, "out-1"), 7);
    for (const line of LINES) {
      memory.append(line);
      disk.append(line);
    }
    const [inMemory, onDisk] = [memory.build("text/plain;charset=utf-8"), await disk.build("text/plain;charset=utf-8")];
    expect(await onDisk.text()).toBe(LINES.join(""));
    expect(new Uint8Array(await onDisk.arrayBuffer())).toEqual(new Uint8Array(await inMemory.arrayBuffer()));
    expect(onDisk.size).toBe(inMemory.size);
    expect(onDisk.type).toBe("text/plain;charset=utf-8");
    // What a route sends: the file's stream, read from disk.
    expect(await new Response(onDisk.stream()).text()).toBe(LINES.join(""));
    expect(await readFile(path.join(dir, "out-1"), "utf8")).toBe(LINES.join(""));
  });

  it("is a CSV unless told otherwise, and an empty output is an empty file", async () => {
    const empty = await new DiskTextSink(path.join(dir, "out-2")).build();
    expect(empty.size).toBe(0);
    expect(empty.type).toBe("text/csv;charset=utf-8");
  });

  it("closes its file when a tool fails before building, and refuses text after that", async () => {
    const out = new DiskTextSink(path.join(dir, "out-3"), 4);
    out.append("abc");
    out.close();
    out.close();
    expect(() => out.append("defgh")).toThrow("This output is already closed.");
    expect(await readdir(dir)).toContain("out-3");
  });
});
