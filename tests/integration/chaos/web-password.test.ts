import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { webPasswordFlow } from "@/tests/chaos/flows/web-password";

describe("fault schedules: web password (PUT /api/contact-pw/{contactId})", () => chaosTest(webPasswordFlow));
