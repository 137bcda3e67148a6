import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { removeCommasToText } from "@/lib/data-tools/remove-commas";

describe("comma remover", () => {
  it("removes every comma inside cells and writes a .txt", async () => {
    const out = await removeCommasToText(textSource('name,amount\n"Smith, J","1,234"\nplain,5\n'), {
      filename: "export.csv",
    });
    expect(out.filename).toBe("export.txt");
    expect(out.rows).toBe(2);
    expect(out.content.type).toBe("text/plain;charset=utf-8");
    expect(await out.content.text()).toBe("name,amount\nSmith J,1234\nplain,5\n");
  });

  it("writes a file of many pieces whole and in order, multi-byte characters included", async () => {
    // About 600,000 characters out: the output is collected in pieces of 64K characters (text-blob-builder.ts).
    const rows = Array.from({ length: 20_000 }, (_, i) => i);
    const input = "id,name\n" + rows.map((i) => `${i},"Café, Zürich ${i}"\n`).join("");
    const out = await removeCommasToText(textSource(input), { filename: "big.csv" });
    const expected = "id,name\n" + rows.map((i) => `${i},Café Zürich ${i}\n`).join("");
    expect(out.rows).toBe(20_000);
    expect(out.content.size).toBe(new TextEncoder().encode(expected).length);
    expect(await out.content.text()).toBe(expected);
  });

  it("leaves cells that look like formulas exactly as they are (another system reads the file)", async () => {
    const out = await removeCommasToText(textSource("a,b\n=1+2,@x\n-3,+y\n"), { filename: "f" });
    expect(await out.content.text()).toBe("a,b\n=1+2,@x\n-3,+y\n");
  });
});
