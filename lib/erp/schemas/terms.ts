import { z } from "zod";
import { idText, text } from "./common";

/** A terms code (`COD`, `NET30`): the COD settings pick theirs from this list (spec 3). */
export const termsSchema = z.object({ id: idText, description: text }).loose();
export type Terms = z.infer<typeof termsSchema>;
