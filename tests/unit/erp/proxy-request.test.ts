import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { resolveProxyCall } from "@/lib/erp/proxy-request";

function statusOf(fn: () => unknown): number | "ok" {
  try {
    fn();
    return "ok";
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
}

describe("resolveProxyCall", () => {
  it("matches an allowlisted call and extracts path arguments", () => {
    const call = resolveProxyCall({ method: "GET", url: "/Contacts/100001" });
    expect(call.entry.path).toBe("/Contacts/{id}");
    expect(call.path).toEqual({ id: "100001" });
  });

  it("parses an embedded query string exactly like params", () => {
    const call = resolveProxyCall({ method: "GET", url: "/Contacts?keyword=smith&includeTotalItems=true&pageSize=5" });
    expect(call.params).toEqual({ keyword: "smith", includeTotalItems: true, pageSize: 5 });
  });

  it("refuses paths that could leave the ERP's own routes with 403", () => {
    for (const url of [
      "Contacts",
      "/Contacts/../Sessions",
      "//host/Contacts",
      "/Contacts/a@b",
      "https://x/Contacts",
      "/Contacts/%2e%2e/x",
      "/Contacts\\x",
    ]) {
      expect(
        statusOf(() => resolveProxyCall({ method: "GET", url })),
        url,
      ).toBe(403);
    }
  });

  it("refuses methods and paths that are not on the list with 403", () => {
    expect(statusOf(() => resolveProxyCall({ method: "DELETE", url: "/Contacts/1" }))).toBe(403);
    expect(statusOf(() => resolveProxyCall({ method: "GET", url: "/Sessions" }))).toBe(403);
  });

  it("refuses unknown or malformed params with 400", () => {
    expect(statusOf(() => resolveProxyCall({ method: "GET", url: "/Contacts", params: { secret: "x" } }))).toBe(400);
    expect(statusOf(() => resolveProxyCall({ method: "GET", url: "/Contacts", params: { pageSize: -1 } }))).toBe(400);
    expect(statusOf(() => resolveProxyCall({ method: "GET", url: "/Contacts/1", params: { keyword: "x" } }))).toBe(400);
  });

  it("requires an updateKey on a contact update", () => {
    expect(statusOf(() => resolveProxyCall({ method: "PUT", url: "/Contacts/1", data: { firstName: "A" } }))).toBe(400);
    expect(
      statusOf(() => resolveProxyCall({ method: "PUT", url: "/Contacts/1", data: { firstName: "A", updateKey: "K" } })),
    ).toBe("ok");
  });
});
