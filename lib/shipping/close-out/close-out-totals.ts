// No imports but types: the close-out's sums, for the route and its unit test alike.
import type { CarrierTotalDto, CloseOutLabelDto, CloseOutTotalsDto } from "./close-out-dto";

const cents = (n: number) => Math.round(n * 100) / 100;

/** The close-out's lines by carrier (count, weight, cost), in the carriers' order of name, and the day's totals. */
export function closeOutTotals(labels: Pick<CloseOutLabelDto, "carrier" | "weight" | "cost">[]): CloseOutTotalsDto {
  const byCarrier = new Map<string, CarrierTotalDto>();
  for (const l of labels) {
    const line = byCarrier.get(l.carrier) ?? { carrier: l.carrier, count: 0, weight: 0, cost: 0 };
    line.count += 1;
    line.weight += l.weight;
    line.cost += l.cost;
    byCarrier.set(l.carrier, line);
  }
  const carriers = [...byCarrier.values()]
    .map((c) => ({ ...c, weight: cents(c.weight), cost: cents(c.cost) }))
    .sort((a, b) => a.carrier.localeCompare(b.carrier));
  return {
    carriers,
    count: labels.length,
    weight: cents(carriers.reduce((s, c) => s + c.weight, 0)),
    cost: cents(carriers.reduce((s, c) => s + c.cost, 0)),
  };
}
