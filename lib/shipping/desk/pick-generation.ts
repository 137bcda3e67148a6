import { ApiError } from "@/lib/errors/api-error";
import type { Generation, SalesOrder } from "@/lib/erp/schemas/sales-order";

/** The generation a scan names: the dotted id's own, else the queued one, else the latest. */
export function pickGeneration(order: SalesOrder): Generation {
  const gens = order.generations;
  const generation =
    gens.length === 1 ? gens[0] : (gens.find((g) => g.printStatus?.toUpperCase() === "Q") ?? gens.at(-1));
  if (!generation) throw new ApiError({ code: "not_found", message: `Invoice ${order.id} has no invoice to ship.` });
  return generation;
}
