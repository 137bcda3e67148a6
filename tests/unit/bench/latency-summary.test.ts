import { describe, expect, it } from "vitest";
import { errorText, recordRequest, summarizeLoad, type LoadRecord } from "@/bench/helpers/latency-summary";
import { percentile } from "@/bench/helpers/median";

describe("percentile", () => {
  it("takes the value at ⌊q·n⌋ of the sorted numbers, whatever their order", () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(xs, 0.5)).toBe(6);
    expect(percentile(xs, 0.95)).toBe(10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile(xs, 1)).toBe(10);
    expect(xs[0]).toBe(5);
  });
});

describe("errorText", () => {
  it("says none without errors, else each error with its count, most frequent first", () => {
    expect(errorText({})).toBe("none");
    expect(errorText({ timeout: 1, "502": 3, "429": 1 })).toBe("502×3, 429×1, timeout×1");
  });
});

describe("summarizeLoad", () => {
  it("gives each kind its rate, percentiles and errors, then a row over all requests", () => {
    const record: LoadRecord = {};
    for (let ms = 1; ms <= 100; ms++) recordRequest(record, "Home", ms);
    recordRequest(record, "file list", 400, "502");
    recordRequest(record, "file list", 200);
    const [home, files, all] = summarizeLoad(record, 10);
    expect(home).toMatchObject({
      kind: "Home",
      requests: 100,
      perSecond: 10,
      p50: 51,
      p95: 96,
      p99: 100,
      errors: 0,
      errorText: "none",
    });
    expect(files).toMatchObject({ kind: "file list", requests: 2, errors: 1, errorText: "502×1", p99: 400 });
    expect(all).toMatchObject({ kind: "all requests", requests: 102, errors: 1, errorText: "502×1", p99: 200 });
  });
});
