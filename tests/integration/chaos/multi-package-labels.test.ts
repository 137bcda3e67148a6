import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { multiPackageLabelsFlow } from "@/tests/chaos/flows/multi-package-labels";

describe("fault schedules: multi-package labels (two packages' labels, then their freight once)", () =>
  chaosTest(multiPackageLabelsFlow));
