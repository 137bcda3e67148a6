import { z } from "zod";
import {
  LOGO_URL_INVALID,
  MAX_LOGO_URL_LENGTH,
  MAX_REPLY_TO_LENGTH,
  REPLY_TO_INVALID,
  REPLY_TO_NEEDED,
} from "./mail-settings";

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/**
 * Ship54 Settings' Customer Mails (issue 29 point 3): on or off, the reply-to address (required when on: customers
 * answer the company, not the portal's no-reply), the company's logo as an https image address, and the delivered mail.
 */
export const customerMailsSchema = z
  .object({
    enabled: z.boolean(),
    replyTo: z
      .string()
      .trim()
      .max(MAX_REPLY_TO_LENGTH, REPLY_TO_INVALID)
      .nullish()
      .transform(blankToNull)
      .pipe(z.email(REPLY_TO_INVALID).nullable()),
    logoUrl: z
      .string()
      .trim()
      .max(MAX_LOGO_URL_LENGTH, LOGO_URL_INVALID)
      .nullish()
      .transform(blankToNull)
      .pipe(z.url({ protocol: /^https$/, error: LOGO_URL_INVALID }).nullable()),
    delivered: z.boolean(),
  })
  .refine((s) => !s.enabled || s.replyTo !== null, { message: REPLY_TO_NEEDED, path: ["replyTo"] });
