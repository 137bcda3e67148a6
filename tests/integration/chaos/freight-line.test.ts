import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { freightLineFlow } from "@/tests/chaos/flows/freight-line";

describe("fault schedules: freight by line item (POST /api/postFreight, method lineitem)", () =>
  chaosTest(freightLineFlow));
