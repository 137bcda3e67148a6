import { describe } from "vitest";
import { chaosTest } from "@/tests/chaos/chaos-test";
import { deskShipmentFlow } from "@/tests/chaos/flows/desk-shipment";

describe("fault schedules: Ship Package with the freight on the server, the browser gone or following", () =>
  chaosTest(deskShipmentFlow));
