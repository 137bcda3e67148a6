import { describe, expect, it } from "vitest";
import { ship54SettingsView } from "@/lib/shipping/settings/settings-view";

describe("the Ship54 settings as the screens read them", () => {
  it("a company that saved nothing gets spec 2's defaults: COD terms with policy warn, freight by file drop, auto search on", () => {
    const view = ship54SettingsView({}, {});
    expect(view.cod).toEqual({ termsCodes: ["COD"], balancePolicy: "warn" });
    expect(view.freight).toEqual({ defaultMethod: "filedrop", productId: null });
    expect(view.shipping).toEqual({ enableAutoSearch: true, enableTrackingTestMode: false, testMode: false });
    expect(view.shippo).toEqual({ connected: false, accountInfo: null, customerToken: null, webhook: null });
  });

  it("answers what was saved, and of the token only whether it is valid, never the secret", () => {
    const view = ship54SettingsView(
      {
        shippo: {
          customerToken: {
            encrypted: { iv: "iv-text", tag: "tag-text", data: "secret-box-text" },
            isValid: true,
            lastTested: null,
            environment: "live",
          },
        },
        cod: { termsCodes: ["COD", "CASH"], balancePolicy: "prevent" },
        freight: { defaultMethod: "lineitem", productId: "123456" },
      },
      { enableAutoSearch: false },
    );
    expect(view.cod).toEqual({ termsCodes: ["COD", "CASH"], balancePolicy: "prevent" });
    expect(view.freight).toEqual({ defaultMethod: "lineitem", productId: "123456" });
    expect(view.shipping.enableAutoSearch).toBe(false);
    expect(view.shippo.customerToken).toEqual({
      isValid: true,
      lastTested: null,
      testResults: null,
      environment: "live",
    });
    expect(JSON.stringify(view)).not.toContain("secret-box-text");
  });
});
