import { z } from "zod";

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, "Username is required"),
  password: z.string().min(1, "Password is required"),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const LOGIN_FAILED_MESSAGE = "Login failed. Please check your credentials.";
