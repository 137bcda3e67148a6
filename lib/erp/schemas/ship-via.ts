import { z } from "zod";
import { idText, text } from "./common";

/** A ship via: its id (`UPS GROUND`) is what a generation's `shipVia` holds. */
export const shipViaSchema = z.object({ id: idText, description: text }).loose();
export type ShipVia = z.infer<typeof shipViaSchema>;
