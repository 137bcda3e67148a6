import { z } from "zod";
import { MIN_WEB_PASSWORD, WEB_PASSWORD_MESSAGES } from "./messages";

/** Spec 2 sections 5 and 9: the web password rule, for the screen's route and the proxy's PUT alike. */
export const webPasswordSchema = z.string().min(MIN_WEB_PASSWORD, WEB_PASSWORD_MESSAGES.passwordShort).max(100);
