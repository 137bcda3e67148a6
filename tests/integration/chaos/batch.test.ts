import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { batchFlow } from "@/tests/chaos/flows/batch";

describe("fault schedules: Ship a batch (POST /api/ship-station/batches, Retry Failed)", () => chaosTest(batchFlow));
