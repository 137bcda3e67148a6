import { describe, expect, it } from "vitest";
import {
  columnToolOptionsSchema,
  pdwDownloadOptionsSchema,
  pdwPreviewOptionsSchema,
  pdwProcessingOptionsSchema,
} from "@/lib/data-tools/schemas";

const empty = { column: "", search: "", replace: "" };

describe("data tools schemas", () => {
  it("reads multipart strings: numbers, booleans and the replacements as JSON", () => {
    const o = pdwProcessingOptionsSchema.parse({
      skiprows: "2",
      removeCommas: "true",
      removeDollars: "false",
      upperColumn: "",
      replacements: JSON.stringify([{ column: "a", search: "x", replace: "" }]),
    });
    expect(o).toEqual({
      skiprows: 2,
      removeCommas: true,
      removeDollars: false,
      upperColumn: undefined,
      upcColumn: undefined,
      replacements: [{ column: "a", search: "x", replace: "" }],
    });
  });

  it("defaults to one empty replacement and allows at most 10", () => {
    expect(pdwProcessingOptionsSchema.parse({}).replacements).toEqual([empty]);
    expect(pdwProcessingOptionsSchema.safeParse({ replacements: Array(10).fill(empty) }).success).toBe(true);
    expect(pdwProcessingOptionsSchema.safeParse({ replacements: Array(11).fill(empty) }).success).toBe(false);
    expect(pdwProcessingOptionsSchema.safeParse({ replacements: [] }).success).toBe(false);
  });

  it("keeps skip rows at 0 or more and the header row at 1 or more", () => {
    expect(pdwPreviewOptionsSchema.parse({})).toEqual({ skiprows: 0, page: 1, rowsPerPage: 20 });
    expect(pdwPreviewOptionsSchema.safeParse({ skiprows: -1 }).success).toBe(false);
    expect(columnToolOptionsSchema.safeParse({ headerRow: 0, column: "a" }).success).toBe(false);
    expect(columnToolOptionsSchema.parse({ column: "a" }).headerRow).toBe(1);
  });

  it("requires the output filename for download", () => {
    const r = pdwDownloadOptionsSchema.safeParse({ filename: "  " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Output filename is required");
  });
});
