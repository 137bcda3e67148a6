// The dashboard's browser-side defaults (spec 2 section 3 "Local storage").
import { DEFAULT_SHIP_VIA_KEYWORDS } from "@/lib/shipping/desk/ship-via";

export const SHIP_VIA_KEYWORDS_KEY = "defaultShipViaKeywords";
export const DEFAULT_BRANCH_KEY = "defaultShippingBranch";
/**
 * Issue 37 item 5: the branch each user chose last, kept in this browser without Save as Default (a desk's computer is
 * shared, so per user), so the dashboard, Return to Ship54 and the next day open on it.
 */
const userBranchKey = (userId: string) => `shipStationBranch:${userId}`;

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
export const rememberUserBranch = (userId: string, branch: string) =>
  write(() => localStorage, userBranchKey(userId), branch);
/** The desk's branch for this user: the one they chose last, else Save as Default's. */
export const readDeskBranch = (userId: string) =>
  read(() => localStorage, userBranchKey(userId)) ?? readDefaultBranch();

/** Save as Default: the keywords and the branch. */
export function saveDefaults(keywords: string, branch: string) {
  write(() => localStorage, SHIP_VIA_KEYWORDS_KEY, keywords);
  if (branch) write(() => localStorage, DEFAULT_BRANCH_KEY, branch);
}

/**
 * Issue 37 item 5: the finished batch a clerk dismissed at a branch, so reopening the dashboard does not show it again
 * (the server offers the day's last finished one).
 */
const dismissedBatchKey = (branch: string) => `shipStationDismissedBatch:${branch}`;
export const readDismissedBatch = (branch: string) => read(() => localStorage, dismissedBatchKey(branch));
export const rememberDismissedBatch = (branch: string, batchId: string) =>
  write(() => localStorage, dismissedBatchKey(branch), batchId);
