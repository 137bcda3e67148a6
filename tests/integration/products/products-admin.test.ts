import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteProduct, PUT as putProduct } from "@/app/api/products/[id]/route";
import { GET as getProducts, POST as postProduct } from "@/app/api/products/route";
import { companies, logs, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv();
  [admin, staff] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
  ]);
});
afterAll(() => env.close());

const full = {
  _id: "freight-audit",
  name: "Freight Audit",
  description: "Checks carrier invoices.",
  longDescription: "Compares every carrier invoice with the rate you bought.",
  stripeProductId: "prod_freight_audit",
  features: ["Invoice matching", "Refund claims"],
  roles: ["admin", "product"],
};

describe("POST /api/products", () => {
  it("stores every field and logs who created it", async () => {
    const { status, json } = await callRoute(postProduct, { token: admin, body: full });
    expect(status).toBe(201);
    expect(json).toEqual(full);
    const list = await callRoute(getProducts, { token: staff });
    expect(list.json.find((p: { _id: string }) => p._id === full._id)).toEqual(full);
    const entry = await env.db.query.logs.findFirst({
      where: and(eq(logs.type, "admin"), eq(logs.message, "Product freight-audit created")),
    });
    expect(entry).toMatchObject({
      userEmail: DEMO.admin.email,
      meta: expect.objectContaining({ action: "product.create", method: "POST", productId: "freight-audit" }),
    });
  });

  it("answers 409 for an ID that exists", async () => {
    const { status, json } = await callRoute(postProduct, { token: admin, body: { _id: "ship54", name: "Again" } });
    expect(status).toBe(409);
    expect(json.error).toBe("A product with ID ship54 already exists.");
  });

  it("answers 400 with the form's messages for a missing ID or name", async () => {
    const noId = await callRoute(postProduct, { token: admin, body: { _id: " ", name: "X" } });
    expect(noId.status).toBe(400);
    expect(noId.json.error).toContain("Product ID is required");
    const noName = await callRoute(postProduct, { token: admin, body: { _id: "x1" } });
    expect(noName.status).toBe(400);
    expect(noName.json.details.map((d: { path: string }) => d.path)).toContain("name");
    const badRole = await callRoute(postProduct, { token: admin, body: { _id: "x2", name: "X", roles: ["owner"] } });
    expect(badRole.status).toBe(400);
  });

  it("refuses features sent as one text (400: features are a list of texts) and stores nothing", async () => {
    const { status, json } = await callRoute(postProduct, {
      token: admin,
      body: { _id: "one-text", name: "One Text", features: "Rates\nLabels" },
    });
    expect(status).toBe(400);
    expect(json.error).toBe("Features must be a list of texts, one per feature.");
    expect((await callRoute(getProducts, { token: admin })).json.map((p: { _id: string }) => p._id)).not.toContain(
      "one-text",
    );
  });

  it("is for admins only", async () => {
    expect((await callRoute(postProduct, { token: staff, body: { _id: "sneaky", name: "Sneaky" } })).status).toBe(403);
    expect((await callRoute(postProduct, { body: { _id: "sneaky", name: "Sneaky" } })).status).toBe(401);
  });
});

describe("PUT /api/products/{id}", () => {
  it("updates every field but the ID", async () => {
    const body = {
      ...full,
      _id: "renamed",
      name: "Freight Audit Pro",
      features: ["Invoice matching", "", " Claims "],
      roles: [],
    };
    const { status, json } = await callRoute(putProduct, {
      token: admin,
      method: "PUT",
      params: { id: full._id },
      body,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ _id: full._id, name: "Freight Audit Pro", features: ["Invoice matching", "Claims"] });
    expect(json.roles).toBeUndefined();
  });

  it("answers 404, 400 and 403", async () => {
    expect(
      (await callRoute(putProduct, { token: admin, method: "PUT", params: { id: "nope" }, body: { name: "N" } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(putProduct, { token: admin, method: "PUT", params: { id: full._id }, body: { name: "" } }))
        .status,
    ).toBe(400);
    expect(
      (await callRoute(putProduct, { token: staff, method: "PUT", params: { id: full._id }, body: { name: "N" } }))
        .status,
    ).toBe(403);
  });
});

describe("DELETE /api/products/{id}", () => {
  it("is for admins only", async () => {
    expect((await callRoute(deleteProduct, { token: staff, method: "DELETE", params: { id: "ship54" } })).status).toBe(
      403,
    );
  });

  it("deletes the product and takes it out of every user's and company's list", async () => {
    const { status } = await callRoute(deleteProduct, { token: admin, method: "DELETE", params: { id: "ship54" } });
    expect(status).toBe(200);
    const list = await callRoute(getProducts, { token: admin });
    expect(list.json.map((p: { _id: string }) => p._id)).not.toContain("ship54");
    const staffRow = await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) });
    expect(staffRow?.products).not.toContain("ship54");
    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    expect(eds?.products).toEqual(["e54", "eclipse"]);
    expect((await callRoute(deleteProduct, { token: admin, method: "DELETE", params: { id: "ship54" } })).status).toBe(
      404,
    );
  });
});
