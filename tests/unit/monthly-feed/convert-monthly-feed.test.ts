import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { convertMonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";
import { defaultFeedFileName } from "@/lib/monthly-feed/feed-file-name";
import { monthlyFeedFormSchema, monthlyFeedOptionsSchema } from "@/lib/monthly-feed/schemas";

const HEADER = "Invoice#,ProductSKU,Description,Quantity,InvoiceDate";
const ROWS = [
  "S100.001,AS-1,Toilet,2,10/01/2026",
  "S100.001,KO-9,Faucet,1,10/01/2026",
  "S100.001,AS-1,Toilet again,3,10/02/2026",
  "S200.001,AS-1,Toilet,1,10/03/2026",
  "S100.001, AS-1 ,Toilet spaced,n/a,10/04/2026",
  "S300.001,as-7,lower-case sku,4,10/05/2026",
];

const convert = async (text: string, o: Record<string, unknown> = {}) => {
  const feed = await convertMonthlyFeed(
    textSource(text),
    monthlyFeedOptionsSchema.parse({ filename: "Kohler_Sales_2026_10_31", ...o }),
  );
  return { ...feed, text: await feed.content.text() };
};

describe("monthly sales feed", () => {
  it("merges on Invoice# + ProductSKU by default, summing Quantity and keeping the first row's other cells", async () => {
    const f = await convert([HEADER, ...ROWS].join("\n"));
    expect(f.text).toBe(
      [
        "Invoice#\tProductSKU\tDescription\tQuantity\tInvoiceDate",
        "S100.001\tAS-1\tToilet\t5\t10/01/2026", // 2 + 3 + n/a (counts 0)
        "S100.001\tKO-9\tFaucet\t1\t10/01/2026",
        "S200.001\tAS-1\tToilet\t1\t10/03/2026",
        "S300.001\tas-7\tlower-case sku\t4\t10/05/2026",
        "",
      ].join("\n"),
    );
    expect(f.filename).toBe("Kohler_Sales_2026_10_31.txt");
    expect(f.input_rows).toBe(6);
    expect(f.output_rows).toBe(4);
  });

  it("leaves cells that look like formulas exactly as they are (another system reads the file)", async () => {
    const f = await convert([HEADER, "=S1,AS-1,@cmd,-2,+x"].join("\n"));
    expect(f.text).toBe("Invoice#\tProductSKU\tDescription\tQuantity\tInvoiceDate\n=S1\tAS-1\t@cmd\t-2\t+x\n");
  });

  it("skips line 1 only when it is not the header", async () => {
    const titled = await convert(["Kohler sales October", HEADER, ROWS[0]].join("\n"));
    expect(titled.text.split("\n")[0]).toBe("Invoice#\tProductSKU\tDescription\tQuantity\tInvoiceDate");
    const bare = await convert([HEADER, ROWS[0]].join("\n"));
    expect(bare.text).toBe(titled.text);
  });

  it("treats a blank or broken first line as a title line, and says an empty file is empty", async () => {
    const blank = await convert(["", HEADER, ROWS[0]].join("\n"));
    expect(blank.output_rows).toBe(1);
    const broken = await convert(['"Kohler, October', HEADER, ROWS[0]].join("\n"));
    expect(broken.text.split("\n")[1]).toBe("S100.001\tAS-1\tToilet\t2\t10/01/2026");
    await expect(convert("")).rejects.toThrow("The file is empty.");
  });

  it("filters to SKUs starting with AS (case-sensitive) before merging", async () => {
    const f = await convert([HEADER, ...ROWS].join("\n"), { asOnly: "true" });
    expect(
      f.text
        .split("\n")
        .slice(1, -1)
        .map((l) => l.split("\t").slice(0, 2).join(" ")),
    ).toEqual(["S100.001 AS-1", "S200.001 AS-1"]);
  });

  it("writes every row unchanged when merging is off", async () => {
    const f = await convert([HEADER, ...ROWS].join("\n"), { mergeLines: false });
    expect(f.output_rows).toBe(6);
    expect(f.text.split("\n")[5]).toBe("S100.001\t AS-1 \tToilet spaced\tn/a\t10/04/2026");
  });

  it("keeps the inputs' decimals in a merged quantity", async () => {
    const f = await convert([HEADER, "I,AS-1,x,1.50,d", "I,AS-1,x,2,d", "J,AS-2,y,0.1,d", "J,AS-2,y,0.2,d"].join("\n"));
    expect(
      f.text
        .split("\n")
        .slice(1, 3)
        .map((l) => l.split("\t")[3]),
    ).toEqual(["3.50", "0.3"]);
  });

  it("replaces tabs and line breaks inside values by a space", async () => {
    const f = await convert(`${HEADER}\nS1,AS-1,"two\r\nlines\tand tab",1,d\n`, { mergeLines: false });
    expect(f.text.split("\n")[1]).toBe("S1\tAS-1\ttwo lines and tab\t1\td");
  });

  it("names the missing column", async () => {
    await expect(convert("Invoice#,SKU,Quantity\nA,B,1\n")).rejects.toThrow(
      "Column 'ProductSKU' not found in the sales file.",
    );
    await expect(convert("ProductSKU,Qty\nAS,1\n")).rejects.toThrow("Column 'Invoice#' not found in the sales file.");
    expect((await convert("ProductSKU,Qty\nAS-1,1\n", { mergeLines: false, asOnly: true })).output_rows).toBe(1);
  });

  it("requires the filename and suggests CompanyName_Sales_YYYY_MM_DD", () => {
    const r = monthlyFeedFormSchema.safeParse({ file: new Blob(["x"]), filename: "" });
    expect(r.error?.issues[0].message).toBe("Filename is required");
    expect(monthlyFeedOptionsSchema.parse({ filename: "x" })).toEqual({
      filename: "x",
      mergeLines: true,
      asOnly: false,
    });
    expect(defaultFeedFileName("Kohler Co", new Date(2026, 9, 31))).toBe("KohlerCo_Sales_2026_10_31");
  });
});
