import { MIN_WEB_PASSWORD, WEB_PASSWORD_SHORT } from "@/lib/erp/schemas/web-password-rule";

/** Spec 2 sections 5 and 8, word for word. */
export const WEB_PASSWORD_MESSAGES = {
  required: "This field is required",
  passwordShort: WEB_PASSWORD_SHORT,
  noUpdateKey: "Update key not found in contact record",
  updated: "Password updated successfully!",
  httpError: (status: number, message: string) => `Error ${status}: ${message}`,
  noResponse: "No response from server. Check network or endpoint.",
  setupError: (message: string) => `Request setup error: ${message}`,
  /** Ours: the ERP's "Contact 999999 was not found" behind "Error 404:" read as a failure of the portal. */
  noSuchContact: (contactId: string) => `There is no contact ${contactId} in the ERP. Check the ERP contact ID.`,
  changedSinceRead: "The contact's web settings were changed after they were read. Load them again and retry.",
} as const;

export { MIN_WEB_PASSWORD };
