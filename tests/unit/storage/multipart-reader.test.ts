import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMultipart } from "@/lib/multipart/multipart-reader";

/** The body a browser sends for this form, cut into chunks of the given sizes. */
async function encoded(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const req = new Request("http://x/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: req.headers.get("content-type")! };
}

function streamOf(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = Math.max(1, sizes[i++ % sizes.length]);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, type: string) {
  const out: Record<string, { filename?: string; text: string }> = {};
  for await (const part of readMultipart(stream, type, { maxTotalBytes: 1 << 30 })) {
    const chunks: Uint8Array[] = [];
    for await (const c of part.chunks()) chunks.push(Buffer.from(c));
    out[part.name] = { filename: part.filename, text: Buffer.concat(chunks).toString("utf8") };
  }
  return out;
}

describe("readMultipart", () => {
  it("reads fields and a file whatever the chunk boundaries", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string({ unit: fc.constantFrom("a", ",", "\r", "\n", "-", "é", '"') }),
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 5 }),
        async (field, content, sizes) => {
          const form = new FormData();
          form.append("skiprows", field);
          form.append("file", new File([content], "data.csv"));
          const { bytes, type } = await encoded(form);
          const parts = await collect(streamOf(bytes, sizes), type);
          expect(parts.skiprows.text).toBe(field.replace(/\r\n|\r|\n/g, "\r\n"));
          expect(parts.file).toEqual({ filename: "data.csv", text: content });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("drains a part the consumer skipped", async () => {
    const form = new FormData();
    form.append("first", new File(["x".repeat(100_000)], "a.csv"));
    form.append("second", "value");
    const { bytes, type } = await encoded(form);
    const names: string[] = [];
    for await (const part of readMultipart(streamOf(bytes, [4096]), type, { maxTotalBytes: 1 << 30 })) {
      names.push(part.name);
      if (part.name === "second") expect(await part.text(100)).toBe("value");
    }
    expect(names).toEqual(["first", "second"]);
  });

  it("refuses a body that is not multipart, or that ends in the middle", async () => {
    await expect(collect(streamOf(new Uint8Array([1]), [1]), "application/json")).rejects.toThrow(
      "multipart/form-data",
    );
    const form = new FormData();
    form.append("file", new File(["abc"], "a.csv"));
    const { bytes, type } = await encoded(form);
    await expect(collect(streamOf(bytes.slice(0, bytes.length - 20), [7]), type)).rejects.toThrow("ended too early");
  });
});
