import { describe, expect, it } from "vitest";
import { fileManagerKey } from "@/lib/storage/company-key";
import { isReservedKey } from "@/lib/storage/reserved-folders";
import { uploadFileName } from "@/lib/storage/upload-rules";
import { refusal } from "@/tests/helpers/refusal";

const EDS = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("the portal's own folders (CLARIFICATIONS 51)", () => {
  it("filedrop/ and the names a case-folding file system reads as it are reserved", () => {
    for (const key of [
      "filedrop/S1-1-1Z.txt",
      "filedrop",
      "FileDrop/x.txt",
      "FILEDROP/a/b.txt",
      "filedrop./x.txt",
      "filedrop /x.txt",
    ]) {
      expect(isReservedKey(key), key).toBe(true);
    }
    for (const key of [
      "data/uploads/x.csv",
      "data/uploads/filedrop/x.txt",
      "filedrop.txt",
      "filedrops/x.txt",
      "my-filedrop/x.txt",
    ]) {
      expect(isReservedKey(key), key).toBe(false);
    }
  });

  it("fileManagerKey answers 403 with the spec's message for a key in them, the company id prefix included", () => {
    for (const key of ["filedrop/x.txt", `${EDS}/filedrop/x.txt`, "FileDrop/x.txt", "filedrop"]) {
      const err = refusal(() => fileManagerKey(key, EDS));
      expect([err.status, err.message]).toEqual([403, "This folder is managed by the portal"]);
    }
    expect(fileManagerKey("data/uploads/x.csv", EDS)).toBe("data/uploads/x.csv");
  });

  it("the key's own rules come first: ./filedrop, //, .. and an empty key are 400", () => {
    for (const key of ["./filedrop/x.txt", "filedrop//x.txt", "data/../filedrop/x.txt", "/filedrop/x.txt", ""]) {
      expect(refusal(() => fileManagerKey(key, EDS)).status, key).toBe(400);
    }
  });

  it("an upload whose name asks for a reserved folder is refused, any folder of it", () => {
    for (const name of ["filedrop/forged.txt", "../filedrop/forged.txt", "FileDrop\\forged.txt"]) {
      const err = refusal(() => uploadFileName(name));
      expect([err.status, err.message]).toEqual([403, "This folder is managed by the portal"]);
    }
    expect(uploadFileName("reports/filedrop.txt").name).toBe("filedrop.txt");
  });
});
