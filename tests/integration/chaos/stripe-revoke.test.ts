import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { stripeRevokeFlow } from "@/tests/chaos/flows/stripe-revoke";

describe("fault schedules: stripe revoke (POST /api/webhooks/stripe, customer.subscription.deleted)", () =>
  chaosTest(stripeRevokeFlow));
