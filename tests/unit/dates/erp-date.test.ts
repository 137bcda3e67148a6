import { describe, expect, it } from "vitest";
import { parseErpDate } from "@/lib/dates/erp-date";

describe("parseErpDate", () => {
  it("reads MM/DD/YYYY, with or without leading zeros", () => {
    expect(parseErpDate("11/26/2026")).toEqual({ year: 2026, month: 11, day: 26 });
    expect(parseErpDate("1/5/2026")).toEqual({ year: 2026, month: 1, day: 5 });
  });

  it("reads YYYY-MM-DD, and a midnight after it as the same day", () => {
    expect(parseErpDate("2026-11-20")).toEqual({ year: 2026, month: 11, day: 20 });
    expect(parseErpDate(" 2026-11-20 ")).toEqual({ year: 2026, month: 11, day: 20 });
    expect(parseErpDate("2026-11-20T00:00:00Z")).toEqual({ year: 2026, month: 11, day: 20 });
    expect(parseErpDate("2026-11-20T00:00:00.000")).toEqual({ year: 2026, month: 11, day: 20 });
  });

  it("refuses a moment of the day, a day that does not exist and anything else", () => {
    expect(parseErpDate("2026-11-20T15:30:00Z")).toBeNull();
    expect(parseErpDate("02/30/2026")).toBeNull();
    expect(parseErpDate("2026-13-01")).toBeNull();
    expect(parseErpDate("26/11/2026")).toBeNull();
    expect(parseErpDate("yesterday")).toBeNull();
    expect(parseErpDate("")).toBeNull();
    expect(parseErpDate(null)).toBeNull();
  });
});
