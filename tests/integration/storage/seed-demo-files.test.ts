import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/wasabi/download/route";
import { GET as listRoute } from "@/app/api/wasabi/list/route";
import { compareInventory } from "@/lib/inv-bal/compare-inventory";
import { convertMonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";
import { seedDemoFiles } from "@/scripts/seed-demo-files";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let s3: Awaited<ReturnType<typeof startTestS3>>;
beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv();
}, 180_000);
afterAll(async () => {
  await env?.close();
  await s3?.close();
});

const download = async (token: string, filename: string) =>
  (
    await callRoute(downloadRoute, {
      token,
      url: `http://localhost/api/wasabi/download?filename=${encodeURIComponent(filename)}`,
    })
  ).res.blob();

describe("demo files", () => {
  it("places the cross-references and samples for EDS once, and leaves them alone the second time", async () => {
    const first = await seedDemoFiles(env.db);
    expect(first).toEqual([
      "data/uploads/EDS.PN.XREF.csv",
      "data/uploads/EDS.CUS.XREF.csv",
      "data/uploads/CONV_INVENTORY_SAMPLE.csv",
      "data/uploads/EDS_INVENTORY_SAMPLE.csv",
      "data/uploads/KOHLER_SALES_SAMPLE.csv",
    ]);
    expect(await seedDemoFiles(env.db)).toEqual([]);

    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const files = (await callRoute(listRoute, { token: staff })).json.files.map((f: { key: string }) => f.key);
    expect(files).toEqual(expect.arrayContaining(first));
    const heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    expect((await callRoute(listRoute, { token: heritage })).json.files).toEqual([]);

    const xref = await (await download(staff, "data/uploads/EDS.PN.XREF.csv")).text();
    expect(xref.split("\r\n")[1]).toBe("EDS_PN,HER_PN");
  });

  it("the sample inventory files compare as the File Comparison Tool expects", async () => {
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const conv = await download(staff, "data/uploads/CONV_INVENTORY_SAMPLE.csv");
    const eds = await download(staff, "data/uploads/EDS_INVENTORY_SAMPLE.csv");
    const result = await compareInventory(conv, eds, { partColumn: "ESC.PN", valueColumn: "OH-TOTAL" });
    expect(result.matched_row_count).toBe(48);
    expect(result.unmatched_count).toBe(6);
    expect(result.shared_columns).toEqual(["COST", "DESCRIPTION", "ECL_PN", "OH-AVAIL", "OH-TOTAL"]);
  });

  it("the sample sales file converts to a feed", async () => {
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const sales = await download(staff, "data/uploads/KOHLER_SALES_SAMPLE.csv");
    const feed = await convertMonthlyFeed(sales, { mergeLines: true, asOnly: false, filename: "Kohler_Sales" });
    expect(feed.input_rows).toBe(40);
    expect(feed.output_rows).toBeLessThan(40);
  });
});
