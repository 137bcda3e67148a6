import { Chip } from "@/components/ui/chip";
import { outcomeLabel } from "@/lib/shipping/tracking/webhook-outcome-text";

/** Applied is the good end; a failure warns; the rest (received, already recorded, ignored) are plain. */
const TONE: Record<string, "brand" | "warning"> = { applied: "brand", failed: "warning" };

/** A delivery's outcome as a chip: one label and colour per outcome, wherever the deliveries are listed. */
export function OutcomeChip({ outcome }: { outcome: string | null }) {
  return (
    <Chip tone={TONE[outcome ?? ""] ?? "neutral"} size="sm" className="whitespace-nowrap">
      {outcomeLabel(outcome)}
    </Chip>
  );
}
