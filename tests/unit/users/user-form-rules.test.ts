import { describe, expect, it } from "vitest";
import { roleChoices, userFormRules } from "@/lib/users/form-rules";
import { findInvalidProducts, invalidProductsMessage } from "@/lib/users/invalid-products";
import { newUserBodySchema, userBodySchema } from "@/lib/users/schemas";

const company = "7d1f6a52-5a55-4d0e-9f5e-0c2b1e0f4a11";

describe("User Admin show and disable rules (spec 3)", () => {
  it("shows the password only for admins, the ERP username only for customers, and disables the company for admins", () => {
    expect(userFormRules("admin")).toEqual({ showPassword: true, showErpUserName: false, companyDisabled: true });
    expect(userFormRules("customer")).toEqual({ showPassword: false, showErpUserName: true, companyDisabled: false });
  });

  it("offers per product the roles of its menus plus the roles already held", () => {
    expect(
      roleChoices({ e54: ["admin", "contact"], ship54: ["product"] }, { ship54: ["admin"], eclipse: ["contact"] }),
    ).toEqual([
      { product: "e54", roles: ["admin", "contact"] },
      { product: "eclipse", roles: ["contact"] },
      { product: "ship54", roles: ["admin", "product"] },
    ]);
  });
});

describe("the products check", () => {
  it("names every chosen product that is not in the product list", () => {
    expect(findInvalidProducts(["ship54", "nope", "gone"], ["ship54", "price-watch"])).toEqual(["nope", "gone"]);
    expect(findInvalidProducts([], ["ship54"])).toEqual([]);
    expect(invalidProductsMessage(["nope", "gone"])).toBe("Invalid product(s): nope, gone");
  });
});

describe("the user body", () => {
  const customer = {
    email: " Ann@Example.COM ",
    userType: "customer",
    erpUserName: "ALEE",
    companyId: company,
    roles: { e54: ["contact"], eclipse: [] },
    products: ["ship54", "ship54"],
  };

  it("lower-cases the email, drops empty role lists and repeated products", () => {
    expect(userBodySchema.parse(customer)).toMatchObject({
      email: "ann@example.com",
      roles: { e54: ["contact"] },
      products: ["ship54"],
    });
  });

  it("sends a password only when typed, and only for admins", () => {
    expect(userBodySchema.parse({ ...customer, password: "typed-but-customer" }).password).toBeUndefined();
    const admin = { email: "a@example.com", userType: "admin", companyId: company, erpUserName: "X" };
    expect(userBodySchema.parse({ ...admin, password: "" })).toMatchObject({
      password: undefined,
      companyId: null,
      erpUserName: null,
    });
    expect(userBodySchema.parse({ ...admin, password: "long-enough" }).password).toBe("long-enough");
    expect(userBodySchema.safeParse({ ...admin, password: "short" }).success).toBe(false);
    expect(newUserBodySchema.safeParse({ ...admin, password: "" }).error?.issues[0]).toMatchObject({
      path: ["password"],
      message: "Password is required for an administrator",
    });
  });

  it("needs a customer's ERP username and company", () => {
    const r = userBodySchema.safeParse({ ...customer, erpUserName: " ", companyId: "" });
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["erpUserName", "companyId"]);
  });

  it("takes only the menu roles", () => {
    expect(userBodySchema.safeParse({ ...customer, roles: { e54: ["owner"] } }).success).toBe(false);
  });
});
