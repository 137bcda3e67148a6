import { describe, expect, it } from "vitest";
import { formatDateTime, formatTime } from "@/lib/dates/format-date-time";

describe("formatDateTime", () => {
  it("writes the date as formatDate does and the time to the minute, with plain spaces", () => {
    expect(formatDateTime("2026-11-26T11:19:52Z", "UTC")).toBe("Nov 26, 2026, 11:19 AM");
    expect(formatDateTime(new Date("2026-01-05T23:05:00Z"), "UTC")).toBe("Jan 5, 2026, 11:05 PM");
  });

  it("is the reader's own time", () => {
    expect(formatDateTime("2026-11-27T02:00:00Z", "America/Chicago")).toBe("Nov 26, 2026, 8:00 PM");
  });

  it("reads nothing or nonsense as a dash", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("")).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });
});

describe("formatTime", () => {
  it("writes the time to the second", () => {
    expect(formatTime(new Date("2026-11-26T11:19:52Z"), "UTC")).toBe("11:19:52 AM");
  });
});
