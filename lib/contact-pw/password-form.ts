import { MIN_WEB_PASSWORD, WEB_PASSWORD_MESSAGES as MSG } from "./messages";

export type PasswordForm = { userId: string; contactId: string; password: string };
export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

/** Spec 2 section 5: User ID, ERP contact ID and a password of at least 8 characters are required. */
export function passwordFormErrors(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!form.userId.trim()) errors.userId = MSG.required;
  if (!form.contactId.trim()) errors.contactId = MSG.required;
  if (!form.password) errors.password = MSG.required;
  else if (form.password.length < MIN_WEB_PASSWORD) errors.password = MSG.passwordShort;
  return errors;
}

/** The contact's settings have no update key: the screen says the spec's own words, not a request setup error. */
export class MissingUpdateKeyError extends Error {
  constructor() {
    super(MSG.noUpdateKey);
    this.name = "MissingUpdateKeyError";
  }
}

/** The update needs the update key from the contact's settings (spec 2 section 5). */
export function requireUpdateKey(settings: { updateKey?: string | null } | null | undefined): string {
  const key = settings?.updateKey?.trim();
  if (!key) throw new MissingUpdateKeyError();
  return key;
}
