import { describe, expect, it } from "vitest";
import { parcelProblems, parcelReady } from "@/lib/shipping/labels/parcel-problems";

const box = { length: "12", width: "10", height: "8", weight: "5" };

describe("parcelProblems", () => {
  it("says why beside the field, in plain words", () => {
    expect(parcelProblems({ ...box, length: "0" })).toEqual({ length: "Length must be more than 0 in" });
    expect(parcelProblems({ ...box, width: "-3" })).toEqual({ width: "Width must be more than 0 in" });
    expect(parcelProblems({ ...box, height: "109" })).toEqual({ height: "Height is at most 108 in" });
  });

  it("says only the field's own problem for 500 lb", () => {
    expect(parcelProblems({ ...box, weight: "500" })).toEqual({ weight: "Weight is at most 150 lb" });
  });

  it("finds nothing wrong in a field not typed yet", () => {
    expect(parcelProblems({ ...box, weight: "" })).toEqual({});
  });
});

describe("parcelReady", () => {
  it("waits for every field and no problem", () => {
    expect(parcelReady(box)).toBe(true);
    expect(parcelReady({ ...box, weight: "" })).toBe(false);
    expect(parcelReady({ ...box, length: "0" })).toBe(false);
    expect(parcelReady({ ...box, weight: "150.5" })).toBe(false);
  });
});

describe("the rates call's parcel schema", () => {
  it("says what the screen says", async () => {
    const { parcelSchema } = await import("@/lib/shipping/labels/schemas");
    const first = (p: object) => parcelSchema.safeParse(p).error?.issues[0]?.message;
    expect(first({ ...box, length: "0" })).toBe("Length must be more than 0 in");
    expect(first({ ...box, weight: "500" })).toBe("Weight is at most 150 lb");
    expect(first(box)).toBeUndefined();
  });
});
