import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { surchargeFlow } from "@/tests/chaos/flows/surcharge";

describe("fault schedules: surcharge (POST /api/erp/surcharge, loggedInUser mode)", () => chaosTest(surchargeFlow));
