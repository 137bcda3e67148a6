import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { productFlow } from "@/tests/chaos/flows/product";

describe("fault schedules: product creation (POST /api/create-product)", () => chaosTest(productFlow));
