import { describe, expect, it } from "vitest";
import { erpOrigin, isValidApiBaseUrl, portLabel, portOptionLabel } from "@/lib/erp/environments";

describe("port labels", () => {
  it("names the four known environments and calls anything else Unknown", () => {
    expect([5000, 5001, 5002, 5003, 5004].map(portLabel)).toEqual(["Production", "Train", "ECOM", "CONV1", "Unknown"]);
  });

  it("prefixes known ports with the company name in the selector, else Port {n}", () => {
    expect(portOptionLabel(5000, "EDS")).toBe("EDS Production");
    expect(portOptionLabel(5003, "Heritage")).toBe("Heritage CONV1");
    expect(portOptionLabel(6100, "EDS")).toBe("Port 6100");
  });
});

describe("ERP addresses", () => {
  it("builds {apiBaseUrl}:{port}", () => {
    expect(erpOrigin("https://erp.example.com", 5001)).toBe("https://erp.example.com:5001");
    expect(erpOrigin("http://127.0.0.1/", 5000)).toBe("http://127.0.0.1:5000");
  });

  it("accepts only an http(s) origin without port, path, query or user-info", () => {
    expect(isValidApiBaseUrl("https://erp.example.com")).toBe(true);
    expect(isValidApiBaseUrl("http://10.0.0.5/")).toBe(true);
    for (const bad of [
      "ftp://erp",
      "https://erp:5000",
      "https://erp/api",
      "https://u:p@erp",
      "https://erp?x=1",
      "erp.example.com",
      "",
    ]) {
      expect(isValidApiBaseUrl(bad), bad).toBe(false);
    }
  });
});
