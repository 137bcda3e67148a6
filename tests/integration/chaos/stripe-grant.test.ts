import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { stripeGrantFlow } from "@/tests/chaos/flows/stripe-grant";

describe("fault schedules: stripe grant (POST /api/webhooks/stripe, checkout.session.completed)", () =>
  chaosTest(stripeGrantFlow));
