import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlacedTextBuffer } from "@/lib/csv/placed-text-buffer";

describe("PlacedTextBuffer", () => {
  it("gives lines back in position order, whatever order they were placed in, across small blocks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: "grapheme" }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        async (lines, seed) => {
          const order = lines
            .map((_, i) => i)
            .sort((a, b) => ((a * 7919 + seed) % 31) - ((b * 7919 + seed) % 31) || a - b);
          const buffer = new PlacedTextBuffer(lines.length, 16);
          for (const p of order) buffer.place(p, lines[p] + "\n");
          const blob = buffer.toBlob("head\n", "text/plain", 8);
          expect(await blob.text()).toBe("head\n" + lines.map((l) => l + "\n").join(""));
        },
      ),
    );
  });

  it("skips positions never placed", async () => {
    const buffer = new PlacedTextBuffer(3);
    buffer.place(2, "c");
    buffer.place(0, "é");
    expect(await buffer.toBlob("", "text/plain").text()).toBe("éc");
  });
});
