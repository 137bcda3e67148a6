import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { legacyRefundRefusedFlow } from "@/tests/chaos/flows/legacy-refund-refused";

describe("fault schedules: Void Again for a label the old code voided, its refund refused (freight posted again)", () =>
  chaosTest(legacyRefundRefusedFlow));
