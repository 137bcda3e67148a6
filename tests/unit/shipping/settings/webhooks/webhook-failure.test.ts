import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { SHIPPO_MESSAGES } from "@/lib/shipping/shippo/shippo-errors";
import { webhookFailureText } from "@/lib/shipping/settings/webhooks/webhook-failure";

describe("the lastError kept for a failed webhook call", () => {
  it("tells a Shippo that answered with a status from one that did not answer", () => {
    expect(
      webhookFailureText(new ApiError({ code: "bad_gateway", message: "Shippo error 503", upstreamStatus: 503 })),
    ).toBe("Shippo error 503");
    expect(webhookFailureText(new ApiError({ code: "bad_gateway", message: SHIPPO_MESSAGES.unreachable }))).toBe(
      "Network error: Shippo did not answer",
    );
    expect(webhookFailureText(new ApiError({ code: "gateway_timeout", message: SHIPPO_MESSAGES.timeout }))).toBe(
      "Network error: Shippo did not answer",
    );
    expect(
      webhookFailureText(new ApiError({ code: "too_many_requests", message: "Shippo error 429", upstreamStatus: 429 })),
    ).toBe("Rate limit reached at Shippo (429)");
    expect(webhookFailureText(new ApiError({ code: "unprocessable", message: SHIPPO_MESSAGES.noToken }))).toBe(
      SHIPPO_MESSAGES.noToken,
    );
  });
});
