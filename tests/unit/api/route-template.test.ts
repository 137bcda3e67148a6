import { describe, expect, it } from "vitest";
import { routeTemplate } from "@/lib/api/route-template";

describe("routeTemplate (what the logs name a request by)", () => {
  it("names the Shippo webhook route without its secret", () => {
    const secret = "k3P9xq_7Zr-secret";
    expect(routeTemplate(`/api/webhooks/shippo/${secret}`, { secret })).toBe("/api/webhooks/shippo/[secret]");
  });

  it("matches a parameter the path carries percent-encoded", () => {
    expect(routeTemplate("/api/shipments/by-invoice/S1000%20777.001", { invoice: "S1000 777.001" })).toBe(
      "/api/shipments/by-invoice/[invoice]",
    );
  });

  it("shows a catch-all once, and every parameter of a nested route", () => {
    expect(routeTemplate("/api/auth/callback/credentials", { nextauth: ["callback", "credentials"] })).toBe(
      "/api/auth/[...nextauth]",
    );
    expect(routeTemplate("/api/admin/companies/c-1/webhook/status", { companyId: "c-1" })).toBe(
      "/api/admin/companies/[companyId]/webhook/status",
    );
  });

  it("leaves a static route as it is", () => {
    expect(routeTemplate("/api/ship54/settings", {})).toBe("/api/ship54/settings");
  });
});
