// The dashboard's browser-side defaults (spec 2 section 3 "Local storage").
import { DEFAULT_SHIP_VIA_KEYWORDS } from "@/lib/shipping/desk/ship-via";

export const SHIP_VIA_KEYWORDS_KEY = "defaultShipViaKeywords";
export const DEFAULT_BRANCH_KEY = "defaultShippingBranch";
/** Beyond the spec: the branch in use this tab session, so Return to Ship54 comes back to it. */
const SESSION_BRANCH_KEY = "shipStationBranch";

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage may be off (private mode); the defaults then last only as long as the page.
  }
}

export const readShipViaKeywords = () => read(() => localStorage, SHIP_VIA_KEYWORDS_KEY) ?? DEFAULT_SHIP_VIA_KEYWORDS;
export const readDefaultBranch = () => read(() => localStorage, DEFAULT_BRANCH_KEY);
export const readSessionBranch = () => read(() => sessionStorage, SESSION_BRANCH_KEY);
export const rememberSessionBranch = (branch: string) => write(() => sessionStorage, SESSION_BRANCH_KEY, branch);

/** Save as Default: the keywords and the branch. */
export function saveDefaults(keywords: string, branch: string) {
  write(() => localStorage, SHIP_VIA_KEYWORDS_KEY, keywords);
  if (branch) write(() => localStorage, DEFAULT_BRANCH_KEY, branch);
}
