import { contactCalls } from "./contacts";
import type { AllowEntry } from "./types";

/** Every ERP call the spec names, and nothing else (DESIGN: the proxy is not an open proxy). */
export const ERP_ALLOWLIST: AllowEntry[] = [...contactCalls];
