import { describe, expect, it } from "vitest";
import { csvDate, csvDateTime } from "@/lib/dates/csv-date";

describe("csvDate", () => {
  it("writes ISO 8601 days, the ERP's day kept as it is", () => {
    expect(csvDate("11/26/2026")).toBe("2026-11-26");
    expect(csvDate("2026-11-20")).toBe("2026-11-20");
    expect(csvDate(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-26");
  });

  it("leaves the cell empty for nothing or nonsense", () => {
    expect(csvDate(null)).toBe("");
    expect(csvDate("soon")).toBe("");
  });
});

describe("csvDateTime", () => {
  it("writes ISO 8601 in UTC to the second", () => {
    expect(csvDateTime(new Date("2026-11-26T11:19:52.345Z"))).toBe("2026-11-26T11:19:52Z");
    expect(csvDateTime("2026-11-26T05:19:52-06:00")).toBe("2026-11-26T11:19:52Z");
  });

  it("leaves the cell empty for nothing or nonsense", () => {
    expect(csvDateTime(undefined)).toBe("");
    expect(csvDateTime("soon")).toBe("");
  });
});
