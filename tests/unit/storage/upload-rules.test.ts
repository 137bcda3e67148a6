import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { formatFileSize } from "@/lib/storage/format-file-size";
import { tooLargeMessage } from "@/lib/multipart/upload-limit";
import { createContentCheck, uploadFileName, type UploadExtension } from "@/lib/storage/upload-rules";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

function check(ext: UploadExtension, ...chunks: Uint8Array[]): string | number {
  const c = createContentCheck(ext);
  try {
    for (const chunk of chunks) c.inspect(chunk);
    return c.finish();
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
}

describe("uploadFileName", () => {
  it("keeps the base name and reads the extension case-insensitively", () => {
    expect(uploadFileName("C:\\Users\\me\\Prices.CSV")).toEqual({ name: "Prices.CSV", extension: ".csv" });
    expect(uploadFileName("/tmp/a b.txt")).toEqual({ name: "a b.txt", extension: ".txt" });
    expect(uploadFileName("x.pdf").extension).toBe(".pdf");
  });

  it.each(["x.exe", "x.xlsx", "x", "x.csv.exe", ".csv"])("refuses %j", (name) => {
    expect(() => uploadFileName(name)).toThrow(ApiError);
  });

  it("refuses empty and odd names", () => {
    expect(() => uploadFileName(undefined)).toThrow("Choose a file");
    expect(() => uploadFileName("a\u0001.csv")).toThrow("cannot be stored");
    expect(() => uploadFileName(`${"a".repeat(250)}.csv`)).toThrow("cannot be stored");
  });
});

describe("content checks", () => {
  it("accepts text, windows-1252 and UTF-16 with a BOM", () => {
    expect(check(".csv", text("a,b\r\n1,2\r\n"))).toBe(10);
    expect(check(".txt", bytes(0x93, 0x41, 0x94, 0x99))).toBe(4);
    expect(check(".csv", bytes(0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00, 0x42, 0x00))).toBe(8);
  });

  it("finds a NUL byte in any chunk, not only the first", () => {
    expect(check(".csv", text("a,b\n".repeat(100)), bytes(0x41, 0x00))).toContain("not text");
  });

  it("refuses binary signatures as text, whatever splits the chunks", () => {
    expect(check(".csv", bytes(0x50, 0x4b), bytes(0x03, 0x04, 0x41, 0x41, 0x41, 0x41, 0x41))).toContain("not text");
    expect(check(".txt", text("%PDF-1.4 and so on"))).toContain("not text");
    expect(check(".csv", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toContain("not text");
  });

  it("needs %PDF- at the start of a .pdf, even across chunks and in tiny files", () => {
    expect(check(".pdf", text("%PD"), text("F-1.7\n..."))).toBe(12);
    expect(check(".pdf", text("%PDF-"))).toBe(5);
    expect(check(".pdf", text("hello, world"))).toContain("not a PDF");
    expect(check(".pdf", text("%PD"))).toContain("not a PDF");
  });

  it("refuses an empty file", () => {
    expect(check(".csv")).toBe("The file is empty.");
    expect(check(".pdf", new Uint8Array(0))).toBe("The file is empty.");
  });
});

describe("sizes", () => {
  it("shows KB up to 1 MB and MB above, two decimals, 1024 to the unit", () => {
    expect(formatFileSize(0)).toBe("0.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1024.00 KB");
    expect(formatFileSize(1024 * 1024 + 1)).toBe("1.00 MB");
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe("5.50 MB");
  });

  it("states the upload limit in MB", () => {
    expect(tooLargeMessage(200 * 1024 * 1024)).toBe("The file is larger than the 200 MB limit.");
    expect(tooLargeMessage(1536 * 1024)).toBe("The file is larger than the 1.5 MB limit.");
  });
});
