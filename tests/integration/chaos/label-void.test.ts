import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { labelVoidFlow } from "@/tests/chaos/flows/label-void";

describe("fault schedules: Void Label (POST /api/shipments/{id}/void)", () => chaosTest(labelVoidFlow));
