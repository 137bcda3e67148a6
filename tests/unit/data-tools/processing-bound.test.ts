import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { textSource } from "@/lib/csv/byte-source";
import { previewPdwProcessing, processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { pdwDownloadOptionsSchema, pdwProcessingOptionsSchema } from "@/lib/data-tools/schemas";

const refusal = (job: Promise<unknown>) =>
  job.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe("the PDW prep's replacements cannot blow a file up", () => {
  // Every "x" becomes 1,000 characters: a 40-character value would be 40,000, past the 32,767 of one value.
  const replacements = JSON.stringify([{ column: "b", search: "x", replace: "y".repeat(1_000) }]);

  it("a value past 32,767 characters after processing is a 422 naming the column and the limit", async () => {
    const file = "a,b\n1," + "x".repeat(40) + "\n";
    for (const job of [
      previewPdwProcessing(textSource(file), pdwProcessingOptionsSchema.parse({ replacements })),
      processPdwFile(textSource(file), pdwDownloadOptionsSchema.parse({ replacements, filename: "out" })),
    ]) {
      const err = await refusal(job);
      expect(err).toBeInstanceOf(ApiError);
      expect(err?.status).toBe(422);
      expect(err?.message).toBe(
        "Processing makes a value of column 'b' longer than the 32,767-character limit for one value. Check the search and replace texts.",
      );
    }
  });

  it("a processed file past its character bound is a 422 naming it", async () => {
    const file = "a,b\n" + "1,x\n".repeat(100);
    const options = pdwDownloadOptionsSchema.parse({ replacements, filename: "out" });
    const err = await refusal(processPdwFile(textSource(file), options, { maxChars: 50_000 }));
    expect(err?.status).toBe(422);
    expect(err?.message).toBe(
      "The processed file would be larger than 50,000 characters; processing writes at most that. Check the search and replace texts.",
    );
  });

  it("search and replace texts are at most 1,000 characters", () => {
    const long = JSON.stringify([{ column: "b", search: "x", replace: "y".repeat(1_001) }]);
    const parsed = pdwProcessingOptionsSchema.safeParse({ replacements: long });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("Search and replace texts are at most 1,000 characters");
  });
});
