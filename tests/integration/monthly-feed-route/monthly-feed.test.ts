import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as feed } from "@/app/api/monthly-feed/route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "../storage/form-request";

let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv();
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
}, 180_000);
afterAll(() => env?.close(), 60_000);

const SALES = [
  "Kohler sales export,,,",
  "Invoice#,ProductSKU,Description,Quantity",
  "S1,AS-1,Toilet,2",
  "S1,K-9,Faucet,1",
  "S1,AS-1,Toilet,3",
  'S2,AS-2,"Sink, white",1',
].join("\n");

const send = (fields: Record<string, string | File>) => postForm(feed, formWith(fields), { token });

describe("POST /api/monthly-feed", () => {
  it("skips the title line, merges invoice + SKU by summing Quantity, and answers a tab-separated .txt", async () => {
    const { status, res } = await send({ file: fileOf("sales.csv", SALES), filename: "Kohler_Sales_2026_10_31" });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("content-disposition")).toContain('filename="Kohler_Sales_2026_10_31.txt"');
    expect(await res.text()).toBe(
      "Invoice#\tProductSKU\tDescription\tQuantity\nS1\tAS-1\tToilet\t5\nS1\tK-9\tFaucet\t1\nS2\tAS-2\tSink, white\t1\n",
    );
  });

  it("keeps lines apart when merging is off, and keeps only AS SKUs with the filter", async () => {
    const plain = await send({ file: fileOf("s.csv", SALES), filename: "x", mergeLines: "false" });
    expect((await plain.res.text()).trim().split("\n")).toHaveLength(5);
    const as = await send({ file: fileOf("s.csv", SALES), filename: "x", asOnly: "true" });
    expect(await as.res.text()).not.toContain("K-9");
  });

  it("needs a filename, and says which column is missing", async () => {
    const noName = await send({ file: fileOf("s.csv", SALES), filename: "" });
    expect(noName.status).toBe(400);
    expect(noName.json.error).toBe("Filename is required");
    const noQty = await send({ file: fileOf("s.csv", "Invoice#,ProductSKU\nS1,AS-1\n"), filename: "x" });
    expect(noQty.status).toBe(400);
    expect(noQty.json.error).toBe("Column 'Quantity' not found in the sales file.");
  });
});

describe("POST /api/monthly-feed on a file with mixed line endings", () => {
  // CRLF and LF in one file (the issue: 200 or 400 by the merge flag): each line ends where it ends, in both modes.
  const MIXED = "Invoice#,ProductSKU,Description,Quantity\r\nS1,AS-1,Toilet,2\nS2,K-9,Faucet,1\r\nS3,AS-2,Sink,1\n";
  const EXPECTED =
    "Invoice#\tProductSKU\tDescription\tQuantity\nS1\tAS-1\tToilet\t2\nS2\tK-9\tFaucet\t1\nS3\tAS-2\tSink\t1\n";

  it.each(["true", "false"])("reads the same lines with merging %s", async (mergeLines) => {
    const { status, res } = await send({ file: fileOf("s.csv", MIXED), filename: "x", mergeLines });
    expect(status).toBe(200);
    expect(await res.text()).toBe(EXPECTED);
  });
});
