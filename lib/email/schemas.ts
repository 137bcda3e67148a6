import { z } from "zod";

export const INVITE_TEMPLATES = ["standard", "heritage"] as const;
export type InviteTemplate = (typeof INVITE_TEMPLATES)[number];
export const MISSING_EMAIL_OR_USER = "Missing email or user ID.";

/** POST /api/send (spec 3 section 7): toEmail, userId, templateType. */
export const sendInviteBodySchema = z.object({
  toEmail: z.string({ error: MISSING_EMAIL_OR_USER }).trim().min(1, MISSING_EMAIL_OR_USER),
  userId: z.string({ error: MISSING_EMAIL_OR_USER }).trim().min(1, MISSING_EMAIL_OR_USER),
  templateType: z.enum(INVITE_TEMPLATES, { error: "templateType must be standard or heritage" }),
});
export type SendInviteBody = z.infer<typeof sendInviteBodySchema>;
