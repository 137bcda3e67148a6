import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { vendorFlow } from "@/tests/chaos/flows/vendor";

describe("fault schedules: vendor creation (POST /api/vendor-add)", () => chaosTest(vendorFlow));
