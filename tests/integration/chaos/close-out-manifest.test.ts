import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { closeOutManifestFlow } from "@/tests/chaos/flows/close-out-manifest";

describe("fault schedules: Close Out's manifest (POST /api/ship-station/close-out)", () =>
  chaosTest(closeOutManifestFlow));
