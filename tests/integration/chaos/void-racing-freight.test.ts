import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { voidRaceFlow } from "@/tests/chaos/flows/label-void";

describe("fault schedules: Void Label with a freight post landing during the void, and Ship Package again", () =>
  chaosTest(voidRaceFlow));
