import { formatDate } from "@/lib/dates/format-date";
import { describe, expect, it } from "vitest";
import { lastTestedText, relativeDayText } from "@/lib/shipping/settings/relative-time";
import { INVALID_TOKEN_FORMAT, isShippoTokenFormat, tokenEnvironment } from "@/lib/shipping/settings/token-format";
import { webhookErrorText } from "@/lib/shipping/settings/webhooks/webhook-error-text";

const hex40 = "0123456789abcdef0123456789abcdef01234567";

describe("the Shippo token format (spec 3 section 5)", () => {
  it("takes shippo_test_ or shippo_live_ and exactly 40 lower-case hex characters", () => {
    expect(isShippoTokenFormat(`shippo_test_${hex40}`)).toBe(true);
    expect(isShippoTokenFormat(`shippo_live_${hex40}`)).toBe(true);
    expect(isShippoTokenFormat(`shippo_test_${hex40.slice(1)}`)).toBe(false);
    expect(isShippoTokenFormat(`shippo_test_${hex40}0`)).toBe(false);
    expect(isShippoTokenFormat(`shippo_test_${hex40.toUpperCase()}`)).toBe(false);
    expect(isShippoTokenFormat(`shippo_prod_${hex40}`)).toBe(false);
    expect(isShippoTokenFormat(` shippo_test_${hex40}`)).toBe(false);
    expect(INVALID_TOKEN_FORMAT).toBe("Invalid token format. Token should start with shippo_test_ or shippo_live_");
  });

  it("reads the environment from the prefix", () => {
    expect(tokenEnvironment(`shippo_live_${hex40}`)).toBe("live");
    expect(tokenEnvironment(`shippo_test_${hex40}`)).toBe("test");
  });
});

describe("relative-time texts (spec 3 section 9)", () => {
  const now = new Date(2026, 10, 23, 15, 0, 0);
  const daysAgo = (n: number, hour = 12) => new Date(2026, 10, 23 - n, hour);

  it("says Today, Yesterday, N days ago, N weeks ago, then the date", () => {
    expect(relativeDayText(daysAgo(0, 1), now)).toBe("Today");
    expect(relativeDayText(new Date(2026, 10, 22, 23, 59), now)).toBe("Yesterday");
    expect(relativeDayText(daysAgo(2), now)).toBe("2 days ago");
    expect(relativeDayText(daysAgo(6), now)).toBe("6 days ago");
    expect(relativeDayText(daysAgo(7), now)).toBe("1 weeks ago");
    expect(relativeDayText(daysAgo(29), now)).toBe("4 weeks ago");
    expect(relativeDayText(daysAgo(30), now)).toBe(formatDate(daysAgo(30)));
  });

  it("says when the token was last tested: Never, Just now, N min ago, N hr ago, then the date", () => {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(lastTestedText(null, now)).toBe("Never");
    expect(lastTestedText(ago(30_000), now)).toBe("Just now");
    expect(lastTestedText(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(lastTestedText(ago(3 * 3_600_000 + 60_000), now)).toBe("3 hr ago");
    expect(lastTestedText(ago(25 * 3_600_000), now)).toBe(formatDate(ago(25 * 3_600_000)));
  });
});

describe("the webhook error text mapping (spec 3 section 8)", () => {
  it.each([
    ["No valid Shippo API token for company", "Shippo integration needs to be reconnected"],
    ["Failed to decrypt the stored token", "Authentication issue - please contact support"],
    ["Network error reaching Shippo", "Connection issue - please try again later"],
    ["Rate limit reached at Shippo", "Too many requests - please wait a moment"],
    ["Shippo answered 404", "Webhook configuration issue - contact support"],
    ["Webhook was removed at Shippo", "Webhook was removed at Shippo"],
    [
      'SDKError: {"detail":"boom"}\n    at foo (x.js:1:1)',
      "Integration issue - please contact support if this persists",
    ],
    ["x".repeat(200), "Integration issue - please contact support if this persists"],
    ["", "Unknown"],
    [null, "Unknown"],
  ])("%s → %s", (error, text) => {
    expect(webhookErrorText(error)).toBe(text);
  });
});
