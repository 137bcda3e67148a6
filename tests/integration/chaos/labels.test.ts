import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { labelsFlow } from "@/tests/chaos/flows/labels";

describe("fault schedules: labels (POST /api/shipments/create-from-shipstation)", () => chaosTest(labelsFlow));
