// Every flow that moves money or makes an ERP record, for the chaos script and the suites.
import type { Flow } from "../model";
import { labelsFlow } from "./labels";
import { productFlow } from "./product";
import { surchargeFlow } from "./surcharge";
import { vendorFlow } from "./vendor";
import { webPasswordFlow } from "./web-password";

export const FLOWS = [labelsFlow, surchargeFlow, vendorFlow, productFlow, webPasswordFlow].map((f) => f as unknown as Flow<never>);
