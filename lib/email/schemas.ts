import { z } from "zod";

export const INVITE_TEMPLATES = ["standard", "heritage"] as const;
export type InviteTemplate = (typeof INVITE_TEMPLATES)[number];
export const MISSING_EMAIL_OR_USER = "Missing email or user ID.";
export const NOT_AN_EMAIL = "toEmail must be an email address.";

/** POST /api/send (spec 3 section 7): toEmail, userId, templateType. */
export const sendInviteBodySchema = z.object({
  toEmail: z
    .string({ error: MISSING_EMAIL_OR_USER })
    .trim()
    .min(1, MISSING_EMAIL_OR_USER)
    .pipe(z.email(NOT_AN_EMAIL).max(254, NOT_AN_EMAIL)),
  userId: z.string({ error: MISSING_EMAIL_OR_USER }).trim().min(1, MISSING_EMAIL_OR_USER).max(64),
  templateType: z.enum(INVITE_TEMPLATES, { error: "templateType must be standard or heritage" }),
});
export type SendInviteBody = z.infer<typeof sendInviteBodySchema>;
