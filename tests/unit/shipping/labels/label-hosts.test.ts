import { describe, expect, it } from "vitest";
import { isShippoLabelUrl } from "@/lib/shipping/labels/label-hosts";

const API = "https://api.goshippo.com";

describe("regression: the label file is fetched from any host (issue 36): Shippo's label hosts only", () => {
  it("takes Shippo's delivery hosts over https, and the configured Shippo origin", () => {
    expect(isShippoLabelUrl("https://deliver.goshippo.com/abc.pdf?Expires=1", API)).toBe(true);
    expect(isShippoLabelUrl("https://shippo-delivery-east.s3.amazonaws.com/abc.pdf", API)).toBe(true);
    expect(isShippoLabelUrl("https://shippo-delivery.s3.amazonaws.com/abc.pdf", API)).toBe(true);
    expect(isShippoLabelUrl("http://127.0.0.5:4100/labels/1.pdf", "http://127.0.0.5:4100")).toBe(true);
  });

  it("refuses any other host, http, another port, credentials and look-alikes", () => {
    for (const url of [
      "http://deliver.goshippo.com/abc.pdf",
      "https://deliver.goshippo.com:8443/abc.pdf",
      "https://deliver.goshippo.com.evil.example/abc.pdf",
      "https://evil.example/deliver.goshippo.com/abc.pdf",
      "https://user:pw@deliver.goshippo.com/abc.pdf",
      "https://shippo-delivery-east.s3.amazonaws.com.evil.example/a.pdf",
      "https://other-bucket.s3.amazonaws.com/a.pdf",
      "http://169.254.169.254/latest/meta-data",
      "http://127.0.0.5:4101/labels/1.pdf",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(isShippoLabelUrl(url, "http://127.0.0.5:4100"), url).toBe(false);
  });
});
