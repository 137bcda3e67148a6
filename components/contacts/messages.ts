/** Spec 1 section 8, word for word. */
export const CONTACT_MESSAGES = {
  updated: "Contact updated successfully!",
  updateFailed: "Failed to update the contact. Please try again.",
  fetchFailed: "Failed to fetch contact. Please check your authentication and try again.",
  invalidResponse: "Invalid API response",
  conflict:
    "Someone else saved this contact while you were editing. Their version is shown below; make your changes again.",
} as const;
