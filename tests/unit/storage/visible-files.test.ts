import { describe, expect, it } from "vitest";
import { isHiddenFile, renamedKey, visibleFiles } from "@/lib/storage/visible-files";

describe("the File manager's rows", () => {
  it("hides keys that begin with log-, at the top or in a folder", () => {
    expect(isHiddenFile("log-2026-11.txt")).toBe(true);
    expect(isHiddenFile("data/uploads/log-upload.txt")).toBe(true);
    expect(isHiddenFile("data/uploads/catalog-log.csv")).toBe(false);
  });

  it("lists the newest first", () => {
    const files = [
      { key: "a.csv", lastModified: "2026-11-01T00:00:00.000Z", size: 1 },
      { key: "log-x.txt", lastModified: "2026-11-03T00:00:00.000Z", size: 1 },
      { key: "b.csv", lastModified: "2026-11-02T00:00:00.000Z", size: 1 },
    ];
    expect(visibleFiles(files).map((f) => f.key)).toEqual(["b.csv", "a.csv"]);
  });

  it("renames within the file's folder", () => {
    expect(renamedKey("data/uploads/a.csv", " b.csv ")).toBe("data/uploads/b.csv");
    expect(renamedKey("a.csv", "b.csv")).toBe("b.csv");
  });
});
