import { describe, expect, it } from "vitest";
import { labelBoxSchema, newBoxPresetSchema } from "@/lib/shipping/boxes/schemas";
import { MAX_PARCEL_INCHES } from "@/lib/shipping/labels/package-limits";
import { PARCEL_BOUNDS, parcelProblems } from "@/lib/shipping/labels/parcel-problems";

const box = { branch: "tnna", name: " Medium ", length: 12, width: "10", height: 8 };
const firstError = (input: unknown) => {
  const parsed = newBoxPresetSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("a box preset's bounds", () => {
  it("takes a box in inches, trims the name, upper-cases the branch, and reads a blank empty weight as none", () => {
    expect(newBoxPresetSchema.parse({ ...box, emptyWeight: "" })).toEqual({
      branch: "TNNA",
      name: "Medium",
      length: 12,
      width: 10,
      height: 8,
      emptyWeight: null,
    });
    expect(newBoxPresetSchema.parse({ ...box, emptyWeight: "0.75" }).emptyWeight).toBe(0.75);
  });

  it("refuses a missing or overlong name", () => {
    expect(firstError({ ...box, name: "   " })).toBe("Please enter a box name");
    expect(firstError({ ...box, name: "x".repeat(41) })).toBe("A box name has at most 40 characters");
    expect(firstError({ ...box, name: "x".repeat(40) })).toBeNull();
  });

  it("keeps each side above 0 and at most 108 in", () => {
    expect(firstError({ ...box, length: 0 })).toBe("Length must be more than 0 in");
    expect(firstError({ ...box, width: -1 })).toBe("Width must be more than 0 in");
    expect(firstError({ ...box, height: 108.5 })).toBe("Height is at most 108 in");
    expect(firstError({ ...box, height: "tall" })).toBe("Height must be a number");
    expect(firstError({ ...box, length: 108 })).toBeNull();
  });

  it("has the package fields' side limit (issue 37 item 9): a box the desk offers is one its fields take", () => {
    const side = PARCEL_BOUNDS.length.max;
    expect(side).toBe(MAX_PARCEL_INCHES);
    expect(firstError({ ...box, length: side })).toBeNull();
    expect(parcelProblems({ length: String(side), width: "10", height: "8", weight: "5" })).toEqual({});
    expect(firstError({ ...box, length: side + 0.5 })).toBe(`Length is at most ${side} in`);
    expect(parcelProblems({ length: String(side + 0.5), width: "10", height: "8", weight: "5" })).toEqual({
      length: `Length is at most ${side} in`,
    });
  });

  it("keeps the empty weight between 0 and 150 lb", () => {
    expect(firstError({ ...box, emptyWeight: 150.1 })).toBe("Empty weight is at most 150 lb");
    expect(firstError({ ...box, emptyWeight: -0.1 })).toBe("Empty weight cannot be negative");
    expect(firstError({ ...box, emptyWeight: 150 })).toBeNull();
  });

  it("names a branch the ERP way", () => {
    expect(firstError({ ...box, branch: "" })).toBe("Choose a Shipping Branch.");
    expect(firstError({ ...box, branch: "TN NA" })).toBe("Not a branch id");
  });

  it("takes a label's box only with a preset id and an ERP customer id", () => {
    expect(labelBoxSchema.safeParse({ presetId: "nope", customerId: "10018" }).success).toBe(false);
    expect(labelBoxSchema.safeParse({ presetId: crypto.randomUUID(), customerId: "10018; drop" }).success).toBe(false);
    expect(labelBoxSchema.safeParse({ presetId: crypto.randomUUID(), customerId: "10018" }).success).toBe(true);
  });
});
