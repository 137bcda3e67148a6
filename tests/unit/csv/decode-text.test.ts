import { describe, expect, it } from "vitest";
import { bytesSource } from "@/lib/csv/byte-source";
import { createChunkDecoder } from "@/lib/csv/decode-text";
import { scanCsv } from "@/lib/csv/scan-csv";
import { chunkedSource, cp1252 } from "./sources";

const decodeAll = (chunks: Uint8Array[], choice?: Parameters<typeof createChunkDecoder>[0]) => {
  const d = createChunkDecoder(choice);
  return chunks.map((c) => d.decode(c)).join("") + d.end();
};

describe("text decoding", () => {
  it("maps the windows-1252 C1 range (€, ™, curly quotes), which Node 20's decoder dropped", () => {
    const bytes = cp1252("A€B™–“x”é");
    expect(decodeAll([bytes.slice(0, 3), bytes.slice(3)], "windows-1252")).toBe("A€B™–“x”é");
    expect(decodeAll([Uint8Array.of(0x81, 0x41)], "windows-1252")).toBe("\u0081A");
  });

  it("decodes plain ASCII the same way in every mode", () => {
    const bytes = new TextEncoder().encode("a,b\n1,2\n");
    for (const mode of ["auto", "utf-8", "windows-1252"] as const) expect(decodeAll([bytes], mode)).toBe("a,b\n1,2\n");
  });

  it("strips a UTF-8 byte-order mark and joins characters cut between chunks", () => {
    const bytes = new TextEncoder().encode("\uFEFFcafé,ü\n");
    const cut = bytes.indexOf(0xc3);
    expect(decodeAll([bytes.slice(0, cut + 1), bytes.slice(cut + 1)])).toBe("café,ü\n");
  });

  it("falls back to windows-1252 when the start of the file is not UTF-8 (Excel's plain CSV)", () => {
    expect(decodeAll([cp1252("Name,Price\nCaf\u00e9 ™,€5\n")])).toBe("Name,Price\nCafé ™,€5\n");
  });

  it("reads UTF-16 files that carry a byte-order mark", () => {
    const text = "a,b\n1,2\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(decodeAll([bytes])).toBe(text);
  });

  it("says the file is not a CSV when it holds binary data", async () => {
    const pk = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
    await expect(scanCsv(bytesSource(pk))).rejects.toThrow(/not a CSV text file/);
  });

  it("says which line breaks UTF-8 when invalid UTF-8 appears after a UTF-8 start", async () => {
    const head = new TextEncoder().encode("h\n" + "é\n".repeat(5000));
    const bytes = new Uint8Array(head.length + 3);
    bytes.set(head);
    bytes.set(cp1252("é\n"), head.length);
    await expect(scanCsv(chunkedSource(bytes, 8192))).rejects.toThrow(
      'Line 5002 is not valid UTF-8 text: part of the file uses another encoding. Save it as "CSV UTF-8" and upload it again.',
    );
  });
});
