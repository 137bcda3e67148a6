import { Histogram } from "@/components/ui/histogram";
import type { HistogramBin } from "@/lib/price-validation/difference-histogram";
import { TONE_FILL } from "./difference-tone-classes";

/** The histogram of price differences shown beside the summary. */
export function DifferenceChart({ bins }: { bins: HistogramBin[] }) {
  return (
    <Histogram
      title="Price differences (sell minus new price, per unit)"
      bars={bins.map((b) => ({ label: b.label, count: b.count, fillClass: TONE_FILL[b.tone] }))}
    />
  );
}
