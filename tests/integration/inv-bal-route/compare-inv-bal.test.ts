import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as compare } from "@/app/api/compare-inv-bal/route";
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

const PREAMBLE = ["INVENTORY BALANCE REPORT", "Branch: ALL", "", "Run by: JSMITH", "", "Page 1", "", "-----"];
/** An inventory export: 8 report lines, the column names on line 9, windows-1252 bytes. */
const inventory = (name: string, lines: string[]) =>
  fileOf(name, Buffer.from([...PREAMBLE, ...lines].join("\r\n") + "\r\n", "latin1"), "text/csv");

const CONV = inventory("conv.csv", [
  "ECL_PN,ESC.PN,ESE.PN,DESCRIPTION,OH-TOTAL",
  "C1,100,E100,Pipe\u0099,5",
  "C2,200,E200,Valve,7",
  "C3, 300 ,E300,Tee,N/A",
  "C4,,E400,Blank key,1",
  "C5,500,E500,Only in CONV,3",
]);
const EDS = inventory("eds.csv", [
  "ECL_PN,DESCRIPTION,OH-TOTAL,BIN",
  "100,Pipe\u0099,5,A1",
  "200,Valve 2,4.5,A2",
  "300,Tee,N/A,A3",
  "999,Only in EDS,1,A4",
]);

const send = (fields: Record<string, string | File>) => postForm(compare, formWith(fields), { token });
const base = { conv_file: CONV, eds_file: EDS, eds_part_col: "ESC.PN", value_col: "OH-TOTAL" };

describe("POST /api/compare-inv-bal", () => {
  it("joins EDS ECL_PN to the CONV part column and lists the differences", async () => {
    const { status, json } = await send(base);
    expect(status).toBe(200);
    expect(json.matched_row_count).toBe(3);
    expect(json.unmatched_count).toBe(1);
    expect(json.shared_columns).toEqual(["DESCRIPTION", "ECL_PN", "OH-TOTAL"]);
    expect(json.differences).toEqual([
      {
        id: expect.any(Number),
        eds_ecl: "200",
        conv_ecl: "C2",
        matched_val: "200",
        conv_val: "7",
        eds_val: "4.5",
        diff: 2.5,
      },
    ]);
    expect(json.all_items).toHaveLength(3);
    expect(json.summary).toBe("3 rows compared, 1 with variance (33.3%)");
    expect(json.warning).toBeNull();
  });

  it("adds the display pair only when a different display column is chosen", async () => {
    const { json } = await send({ ...base, display_col: "DESCRIPTION" });
    expect(json.differences[0]).toMatchObject({ conv_display: "Valve", eds_display: "Valve 2" });
    expect(json.all_items[0].conv_display).toBe("Pipe™");
    const same = await send({ ...base, display_col: "OH-TOTAL" });
    expect(same.json.differences[0]).not.toHaveProperty("conv_display");
  });

  it("caps the differences at 1000 with the spec's warning", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => i);
    const conv = inventory("c.csv", ["ECL_PN,ESC.PN,OH-TOTAL", ...rows.map((i) => `C${i},${i},${i}`)]);
    const eds = inventory("e.csv", ["ECL_PN,OH-TOTAL", ...rows.map((i) => `${i},${i + 1}`)]);
    const { json } = await send({ ...base, conv_file: conv, eds_file: eds });
    expect(json.unmatched_count).toBe(1500);
    expect(json.differences).toHaveLength(1000);
    expect(json.warning).toBe("Warning: 1500 unmatched items. Only showing first 1000.");
    expect(json.all_items).toHaveLength(1500);
  });

  const oneKey = (rows: number) => {
    const ids = Array.from({ length: rows }, (_, i) => i);
    return {
      conv_file: inventory("c.csv", ["ECL_PN,ESC.PN,OH-TOTAL", ...ids.map((i) => `C${i},P1,${i}`)]),
      eds_file: inventory("e.csv", ["ECL_PN,OH-TOTAL", ...ids.map((i) => `P1,${i % 2 ? i + 1 : i}`)]),
    };
  };

  it("answers two 1,000-row files of one part number with 1,000 pairs in file order, the repeat reported, in a small answer", async () => {
    const { status, json } = await send({ ...base, ...oneKey(1000) });
    expect(status).toBe(200);
    // The answer as sent (NextResponse.json is JSON.stringify): the N × M join answered 103 MB here; 1,000 pairs
    // and 500 differences are about 150 KB.
    expect(Buffer.byteLength(JSON.stringify(json))).toBeLessThan(400_000);
    expect(json.matched_row_count).toBe(1000);
    expect(json.unmatched_count).toBe(500);
    expect(json.all_items[999]).toMatchObject({ conv_ecl: "C999", conv_val: "999", eds_val: "1000" });
    expect(json.repeated_keys).toEqual([{ key: "P1", conv_count: 1000, eds_count: 1000 }]);
    expect(json.repeated_key_count).toBe(1);
  });

  it("answers 200 for two 10,000-row files of one part number (100 million pairs as a join), the repeat reported", async () => {
    const { status, json } = await send({ ...base, ...oneKey(10_000) });
    expect(status).toBe(200);
    expect(json.matched_row_count).toBe(10_000);
    expect(json.repeated_keys).toEqual([{ key: "P1", conv_count: 10_000, eds_count: 10_000 }]);
  });

  it("streams the Download CSV with format=csv: every differing row, past the answer's 1000", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => i);
    const conv = inventory("c.csv", ["ECL_PN,ESC.PN,OH-TOTAL", ...rows.map((i) => `C${i},${i},${i}`)]);
    const eds = inventory("e.csv", ["ECL_PN,OH-TOTAL", ...rows.map((i) => `${i},${i % 3 ? i : i + 1}`)]);
    const { status, res } = await send({ ...base, conv_file: conv, eds_file: eds, format: "csv" });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv;charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inventory_balance_comparison_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"EDS ECL_PN","CONV ECL_PN","CONV ESC.PN","CONV OH-TOTAL","EDS OH-TOTAL","Difference"');
    expect(lines.slice(1)).toEqual(
      rows.filter((i) => i % 3 === 0).map((i) => `"${i}","C${i}","${i}","${i}","${i + 1}","-1"`),
    );

    const all = await send({ ...base, conv_file: conv, eds_file: eds, format: "csv", rows: "all" });
    expect(all.res.headers.get("content-disposition")).toContain("inventory_balance_all_items_");
    expect((await all.res.text()).trimEnd().split("\r\n")).toHaveLength(1501);
  });

  it("streams every pair of two 100,000-row files, read from the uploads while the answer is sent", async () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => i);
    const conv = inventory("c.csv", ["ECL_PN,ESC.PN,OH-TOTAL", ...ids.map((i) => `C${i},P${i},${i}`)]);
    const eds = inventory("e.csv", ["ECL_PN,OH-TOTAL", ...ids.map((i) => `P${i},${i}`)]);
    const { status, res } = await send({ ...base, conv_file: conv, eds_file: eds, format: "csv", rows: "all" });
    expect(status).toBe(200);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(100_001);
    expect(lines[100_000]).toBe('"P99999","C99999","P99999","99999","99999","0"');
  });

  it("answers a missing column as a 400 before a CSV is streamed", async () => {
    const { status, json } = await send({ ...base, value_col: "ESE.PN", format: "csv" });
    expect(status).toBe(400);
    expect(json.error).toBe("Compare column 'ESE.PN' not found in EDS file.");
  });

  it.each([
    ["a part column the CONV file lacks", { eds_part_col: "ESW.PN" }, "Part column 'ESW.PN' not found in CONV file."],
    ["a compare column EDS lacks", { value_col: "ESE.PN" }, "Compare column 'ESE.PN' not found in EDS file."],
    ["an unknown part column", { eds_part_col: "XYZ" }, "Choose the Eds part number column"],
    ["no compare column", { value_col: "" }, "Choose the column to compare"],
    ["a file that is not .csv", { conv_file: fileOf("conv.txt", "a") }, "The CONV file must be a .csv file"],
    ["no EDS file", { eds_file: "" }, "Please choose the EDS file"],
    [
      "a file shorter than 9 lines",
      { conv_file: fileOf("short.csv", "a\nb\n") },
      "The CONV file has no column names on line 9.",
    ],
  ])("answers 400 for %s", async (_label, change, message) => {
    const fields = { ...base, ...change } as Record<string, string | File>;
    const { status, json } = await send(fields);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
  });
});
