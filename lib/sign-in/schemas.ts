import { z } from "zod";
import { UNSAFE_TEXT } from "@/lib/logs/log-text";

/** Longest address RFC 5321 allows, and a password bound that still leaves room for any passphrase. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 1024;

// The username is checked before anything is logged or looked up: no address holds a control character, and one
// that did would reach the log's user and message (issue 25).
export const loginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Username is required")
    .max(EMAIL_MAX, `Username must be at most ${EMAIL_MAX} characters`)
    .refine((email) => !UNSAFE_TEXT.test(email), "Username cannot contain control characters"),
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
