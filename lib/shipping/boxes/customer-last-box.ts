import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { boxPresets, customerLastBoxes } from "@/db/schema";
import { logger } from "@/lib/logger";
import { toLastBoxDto, type LastBoxDto } from "./box-preset-dto";

type Customer = { companyId: string; customerId: string };

export async function readLastBox(db: Db, c: Customer): Promise<LastBoxDto | null> {
  const row = await db.query.customerLastBoxes.findFirst({
    where: and(eq(customerLastBoxes.companyId, c.companyId), eq(customerLastBoxes.customerId, c.customerId)),
  });
  return row ? toLastBoxDto(row) : null;
}

/**
 * After a label was bought with a box: that box becomes the customer's last one, its size read from the company's
 * own preset (never from the browser). The label is bought already, so a preset gone meanwhile is only logged.
 */
export async function rememberLastBox(db: Db, c: Customer & { presetId: string }): Promise<void> {
  const preset = await db.query.boxPresets.findFirst({
    where: and(eq(boxPresets.id, c.presetId), eq(boxPresets.companyId, c.companyId)),
  });
  if (!preset) return logger.warn({ presetId: c.presetId }, "last box not remembered: no such box preset");
  const box = { presetId: preset.id, length: preset.length, width: preset.width, height: preset.height };
  await db
    .insert(customerLastBoxes)
    .values({ companyId: c.companyId, customerId: c.customerId, ...box })
    .onConflictDoUpdate({
      target: [customerLastBoxes.companyId, customerLastBoxes.customerId],
      set: { ...box, updatedAt: new Date() },
    });
}
