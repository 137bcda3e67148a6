import { describe, expect, it } from "vitest";
import { rolesByProduct } from "@/lib/menus/roles-by-product";
import { menuBodySchema } from "@/lib/menus/schemas";

describe("the Add Menu form's rules", () => {
  it("says Required for a missing name, path or product", () => {
    const r = menuBodySchema.safeParse({ name: " ", path: "", product: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Required"],
      ["path", "Required"],
      ["product", "Required"],
    ]);
  });

  it("takes product e54 or eclipse and roles admin, contact or product", () => {
    expect(menuBodySchema.parse({ name: "A", path: "/a", product: "eclipse" })).toEqual({
      name: "A",
      path: "/a",
      product: "eclipse",
      roles: [],
    });
    expect(menuBodySchema.safeParse({ name: "A", path: "/a", product: "ship54" }).success).toBe(false);
    expect(menuBodySchema.safeParse({ name: "A", path: "/a", product: "e54", roles: ["owner"] }).success).toBe(false);
  });

  it("wants a path inside the portal", () => {
    expect(menuBodySchema.safeParse({ name: "A", path: "contacts", product: "e54" }).success).toBe(false);
    expect(menuBodySchema.safeParse({ name: "A", path: "/a b", product: "e54" }).success).toBe(false);
  });
});

describe("rolesByProduct", () => {
  it("offers each product the roles of its menus, and a menu-less product its own list", () => {
    const menus = [
      { product: "e54", roles: ["product", "admin"] },
      { product: "e54", roles: ["contact"] },
      { product: "eclipse", roles: ["admin"] },
    ];
    const products = [
      { _id: "ship54", roles: ["product", "admin"] },
      { _id: "price-watch", roles: null },
    ];
    expect(rolesByProduct(menus, products)).toEqual({
      e54: ["admin", "contact", "product"],
      eclipse: ["admin"],
      ship54: ["admin", "product"],
    });
  });
});
