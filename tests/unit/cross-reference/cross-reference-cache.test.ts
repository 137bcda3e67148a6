import { describe, expect, it } from "vitest";
import { CrossReferenceCache, type CrossReferenceStore } from "@/lib/cross-reference/cross-reference-cache";
import { CROSS_REFERENCE_FILES } from "@/lib/cross-reference/cross-reference-files";
import { CrossReferenceFileError } from "@/lib/cross-reference/parse-cross-reference";

function memoryStore(files: Record<string, { version: string; text: string }>) {
  const reads: string[] = [];
  const store: CrossReferenceStore = {
    async version(key) {
      return files[key]?.version ?? null;
    },
    async read(key) {
      reads.push(key);
      return files[key].text;
    },
  };
  return { store, reads, files };
}

const PN = CROSS_REFERENCE_FILES.products.key;
const CUS = CROSS_REFERENCE_FILES.customers.key;

describe("CrossReferenceCache", () => {
  it("reads each file once and serves later uses from memory while the version stays", async () => {
    const { store, reads } = memoryStore({
      [PN]: { version: "a", text: "EDS_PN,HER_PN\n1,100\n" },
      [CUS]: { version: "b", text: "EDS_CUSNUM,HER_CUSNUM\n7,700\n" },
    });
    const cache = new CrossReferenceCache();
    const first = await cache.load("co-1", store);
    const again = await cache.load("co-1", store);
    expect(first.products.get("1")).toBe("100");
    expect(again.customers.get("7")).toBe("700");
    expect(reads).toEqual([PN, CUS]);
  });

  it("reads a file again once it changed, and only that file", async () => {
    const { store, reads, files } = memoryStore({
      [PN]: { version: "a", text: "EDS_PN,HER_PN\n1,100\n" },
      [CUS]: { version: "b", text: "EDS_CUSNUM,HER_CUSNUM\n7,700\n" },
    });
    const cache = new CrossReferenceCache();
    await cache.load("co-1", store);
    files[PN] = { version: "a2", text: "EDS_PN,HER_PN\n1,101\n" };
    const after = await cache.load("co-1", store);
    expect(after.products.get("1")).toBe("101");
    expect(reads).toEqual([PN, CUS, PN]);
  });

  it("keeps companies apart", async () => {
    const one = memoryStore({
      [PN]: { version: "a", text: "EDS_PN,HER_PN\n1,100\n" },
      [CUS]: { version: "b", text: "EDS_CUSNUM\n" },
    });
    const two = memoryStore({
      [PN]: { version: "a", text: "EDS_PN,HER_PN\n1,200\n" },
      [CUS]: { version: "b", text: "EDS_CUSNUM\n" },
    });
    const cache = new CrossReferenceCache();
    expect((await cache.load("co-1", one.store)).products.get("1")).toBe("100");
    expect((await cache.load("co-2", two.store)).products.get("1")).toBe("200");
  });

  it("shares one read between callers that arrive together", async () => {
    const { store, reads } = memoryStore({
      [PN]: { version: "a", text: "EDS_PN,HER_PN\n1,100\n" },
      [CUS]: { version: "b", text: "EDS_CUSNUM,HER_CUSNUM\n7,700\n" },
    });
    const cache = new CrossReferenceCache();
    await Promise.all([cache.load("co-1", store), cache.load("co-1", store), cache.load("co-1", store)]);
    expect(reads).toHaveLength(2);
  });

  it("says which file is missing, and does not keep a failed read", async () => {
    const { store, reads, files } = memoryStore({ [PN]: { version: "a", text: "no header here\n" } });
    const cache = new CrossReferenceCache();
    await expect(cache.load("co-1", store)).rejects.toThrow(
      /customer cross-reference file data\/uploads\/EDS.CUS.XREF.csv is not in your company's files/,
    );
    files[CUS] = { version: "b", text: "EDS_CUSNUM,HER_CUSNUM\n7,700\n" };
    await expect(cache.load("co-1", store)).rejects.toThrow(CrossReferenceFileError);
    files[PN] = { version: "a", text: "EDS_PN,HER_PN\n1,100\n" };
    const ok = await cache.load("co-1", store);
    expect(ok.products.get("1")).toBe("100");
    expect(reads.filter((k) => k === PN).length).toBe(3);
  });
});
