import { z } from "zod";
import { idempotencyKeySchema } from "@/lib/erp-writes/intent-key";
import { WEB_PASSWORD_MESSAGES as MSG } from "./messages";
import { webPasswordSchema } from "@/lib/erp/schemas/contact";

/** PUT /api/contact-pw/{contactId}: the web login, the new password, and the update key the settings were read with. */
export const updateWebPasswordBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    updateKey: z.string().trim().min(1, MSG.noUpdateKey).max(200),
    userId: z
      .string()
      .trim()
      .min(1, MSG.required)
      .max(80)
      .regex(/^[^\u0000-\u001f]*$/, "Control characters are not allowed"),
    password: webPasswordSchema,
  })
  .strict();
export type UpdateWebPasswordBody = z.infer<typeof updateWebPasswordBodySchema>;
