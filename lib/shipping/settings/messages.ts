// Spec 3 section 8: the settings screen's texts, exactly as written there.

export const OAUTH_LEAD = "Failed to connect to Shippo";

const OAUTH_ERRORS: Record<string, string> = {
  missing_parameters: "OAuth flow incomplete - missing parameters",
  invalid_state: "Security verification failed - please try again",
  token_exchange_failed: "Failed to exchange authorization code for tokens",
  user_not_found: "User session not found - please log in again",
  callback_failed: "OAuth callback processing failed",
};

export function oauthErrorText(code: string): string {
  return OAUTH_ERRORS[code] ?? `OAuth error: ${code}`;
}

export const MSG = {
  saved: "Settings saved successfully!",
  saveFailed: (why: string) => `Failed to save settings: ${why}`,
  toggleFailed: "Failed to toggle test mode",
  toggled: (on: boolean) => (on ? "Test mode enabled" : "Test mode disabled"),
  validationFailed: "Token validation failed",
  validateFailed: "Failed to validate token",
  validated: "Shippo token validated successfully!",
  testFailed: (why: string) => `Connection test failed: ${why}`,
  tested: "Connection test successful!",
  removeFailed: (why: string) => `Failed to remove token: ${why}`,
  removed: "Shippo token removed",
  connected: "Connected to Shippo",
  companyNotFound: "Company ID not found",
  refreshFailed: "Failed to refresh tracking status",
  refreshed: "Tracking status refreshed",
  trackingSetUp: "Tracking set up: Shippo now sends tracking updates",
  trackingSetUpFailed: (why: string) => `Tracking could not be set up: ${why}`,
  termEmpty: "Please enter a terms code",
  termDuplicate: "Terms code already exists",
  termNotFound: (code: string) => `Terms code "${code}" not found in ERP system. Please verify the terms code exists.`,
  termUnverified: (code: string) => `Terms code "${code}" added, but it could not be validated against the ERP system.`,
  termAdded: (code: string) => `COD term ${code} added`,
  termRemoved: (code: string) => `COD term ${code} removed`,
  settingUp: "Tracking is being set up. If nothing changes in 24 hours, please contact support.",
} as const;

/** The settings screen's notice stays this long (spec 3 section 9). */
export const NOTICE_MS = 3000;
export const TERMS_SEARCH_DEBOUNCE_MS = 500;
export const FREIGHT_SEARCH_DEBOUNCE_MS = 800;
