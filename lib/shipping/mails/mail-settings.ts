// No imports: the settings card (client) and the server read the same defaults and bounds.

export const MAX_REPLY_TO_LENGTH = 254;
export const MAX_LOGO_URL_LENGTH = 500;
export const REPLY_TO_NEEDED = "Please enter the reply-to address customers' answers go to";
export const REPLY_TO_INVALID = "The reply-to address must be an email address";
export const LOGO_URL_INVALID = "The logo must be an https:// address of an image";

/** Issue 29: customer mails are off until a Ship54 admin turns them on. */
export const CUSTOMER_MAIL_DEFAULTS = { enabled: false, replyTo: null, logoUrl: null, delivered: false } as const;

export type CustomerMailSettings = {
  enabled: boolean;
  replyTo: string | null;
  logoUrl: string | null;
  delivered: boolean;
};

/** The stored setting with its defaults. */
export function customerMailSettings(stored: Partial<CustomerMailSettings> | undefined): CustomerMailSettings {
  return {
    enabled: stored?.enabled ?? CUSTOMER_MAIL_DEFAULTS.enabled,
    replyTo: stored?.replyTo ?? CUSTOMER_MAIL_DEFAULTS.replyTo,
    logoUrl: stored?.logoUrl ?? CUSTOMER_MAIL_DEFAULTS.logoUrl,
    delivered: stored?.delivered ?? CUSTOMER_MAIL_DEFAULTS.delivered,
  };
}
