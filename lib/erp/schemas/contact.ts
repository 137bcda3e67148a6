import { z } from "zod";
import { MIN_WEB_PASSWORD, WEB_PASSWORD_SHORT } from "./web-password-rule";

/** Read defensively: installations differ, and we keep every field so a PUT sends the whole record back. */
export const contactSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    firstName: z.string().nullish(),
    middleName: z.string().nullish(),
    lastName: z.string().nullish(),
    companyName: z.string().nullish(),
    emails: z.array(z.object({ address: z.string().nullish() }).loose()).nullish(),
    classifications: z.array(z.object({ classification: z.string().nullish() }).loose()).nullish(),
    phones: z.array(z.object({ number: z.string().nullish(), description: z.string().nullish() }).loose()).nullish(),
    updateKey: z.string().nullish(),
  })
  .loose();
export type Contact = z.infer<typeof contactSchema>;

/** The body of PUT /Contacts/{id}: the edited record, which must carry the updateKey it was read with. */
export const contactUpdateSchema = z.object({ updateKey: z.string().min(1, "updateKey is required") }).loose();

/**
 * Spec 2 section 3 lists `password` among the web settings, so an ERP may answer it in clear: it is dropped here,
 * the one door every web-settings answer passes, so it reaches neither the intents table nor a browser.
 */
export const webSettingsSchema = z
  .object({ updateKey: z.string().nullish() })
  .loose()
  .transform((settings) => {
    const { password: _password, ...rest } = settings as typeof settings & { password?: unknown };
    return rest;
  });
/** Spec 2 sections 5 and 9: the web password rule, for the screen's route and the proxy's PUT alike. */
export const webPasswordSchema = z.string().min(MIN_WEB_PASSWORD, WEB_PASSWORD_SHORT).max(100);

/** The proxy's PUT is a way in of its own: the password rule of spec 2 sections 5 and 9 holds there too. */
export const webSettingsUpdateSchema = z
  .object({
    updateKey: z.string().min(1, "updateKey is required"),
    password: webPasswordSchema.optional(),
  })
  .loose();
