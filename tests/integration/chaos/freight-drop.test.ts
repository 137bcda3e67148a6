import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { freightDropFlow } from "@/tests/chaos/flows/freight-drop";

describe("fault schedules: freight by file drop (POST /api/postFreight, method filedrop)", () =>
  chaosTest(freightDropFlow));
