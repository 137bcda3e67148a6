import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/dates/format-date";

describe("formatDate", () => {
  it("names the month, so no reader mistakes day for month", () => {
    expect(formatDate("2026-11-26T15:19:52Z", "UTC")).toBe("Nov 26, 2026");
    expect(formatDate(new Date("2026-01-05T12:00:00Z"), "UTC")).toBe("Jan 5, 2026");
  });

  it("is the day where the reader is", () => {
    expect(formatDate("2026-11-27T02:00:00Z", "America/Chicago")).toBe("Nov 26, 2026");
  });

  it("reads nothing or nonsense as a dash", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});

describe("formatDate of the ERP's calendar dates", () => {
  it("shows the ERP's day whatever the reader's time zone", () => {
    expect(formatDate("2026-11-20", "America/Los_Angeles")).toBe("Nov 20, 2026");
    expect(formatDate("11/26/2026", "Pacific/Auckland")).toBe("Nov 26, 2026");
    expect(formatDate("2026-11-02T00:00:00Z", "America/Chicago")).toBe("Nov 2, 2026");
  });
});
