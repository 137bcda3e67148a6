import { describe, expect, it } from "vitest";
import { FEATURES_NOT_A_LIST, productBodySchema, productFormSchema, productUpdateSchema } from "@/lib/products/schemas";

const messages = (input: unknown) => {
  const r = productBodySchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the product form's rules (spec 3 section 5)", () => {
  it("requires an ID and a name, with the spec's messages", () => {
    expect(messages({ _id: "", name: "" })).toEqual(["_id: Product ID is required", "name: Product name is required"]);
    expect(messages({ _id: "   ", name: "  " })).toEqual([
      "_id: Product ID is required",
      "name: Product name is required",
    ]);
    expect(messages({ _id: "ship54", name: "Ship54" })).toEqual([]);
  });

  it("keeps IDs safe for URLs", () => {
    expect(messages({ _id: "ship 54", name: "X" })).toEqual(["_id: Use letters, digits, - and _ only"]);
    expect(messages({ _id: "../admin", name: "X" })).toHaveLength(1);
  });

  it("takes the API's features as a list only, dropping blanks; the form's lines become that list", () => {
    expect(productBodySchema.parse({ _id: "a", name: "A", features: ["x", " "] }).features).toEqual(["x"]);
    expect(productBodySchema.parse({ _id: "a", name: "A" }).features).toEqual([]);
    expect(messages({ _id: "a", name: "A", features: "Rates\nLabels" })).toEqual([`features: ${FEATURES_NOT_A_LIST}`]);
    expect(messages({ _id: "a", name: "A", features: ["ok", 3] })).toEqual([`features.1: ${FEATURES_NOT_A_LIST}`]);
    const fromText = productFormSchema.parse({ _id: "a", name: "A", features: " Rates \n\n Labels\r\n" });
    expect(fromText.features).toEqual(["Rates", "Labels"]);
    expect(
      productFormSchema.safeParse({
        _id: "a",
        name: "A",
        features: Array.from({ length: 51 }, (_, i) => `f${i}`).join("\n"),
      }).success,
    ).toBe(false);
  });

  it("stores an empty Stripe product ID as none, and only known roles", () => {
    expect(productBodySchema.parse({ _id: "a", name: "A", stripeProductId: "" }).stripeProductId).toBeNull();
    expect(productBodySchema.safeParse({ _id: "a", name: "A", roles: ["owner"] }).success).toBe(false);
  });

  it("never takes the ID from an update", () => {
    expect(productUpdateSchema.parse({ _id: "other", name: "A" })).not.toHaveProperty("_id");
  });
});
