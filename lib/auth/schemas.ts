import { z } from "zod";

/** Longest address RFC 5321 allows, and a password bound that still leaves room for any passphrase. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 1024;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, "Username is required").max(EMAIL_MAX, `Username must be at most ${EMAIL_MAX} characters`),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

