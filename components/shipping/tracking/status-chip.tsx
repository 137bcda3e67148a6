import { Chip } from "@/components/ui/chip";
import { statusLabel } from "@/lib/shipping/tracking/status-text";

/** Delivered stands out; a problem, a return or a void warns; the rest are on their way. */
const TONE: Record<string, "brand" | "warning"> = {
  DELIVERED: "brand",
  EXCEPTION: "warning",
  RETURNED: "warning",
  VOIDED: "warning",
  REFUND_PENDING: "warning",
  REFUND_REFUSED: "warning",
};

/** A shipment's status as people read it ("Label created", not LABEL_PURCHASED): an internal status or a status word. */
export function StatusChip({ status }: { status: string | null }) {
  return (
    <Chip tone={TONE[status ?? ""] ?? "neutral"} size="sm" className="whitespace-nowrap">
      {statusLabel(status)}
    </Chip>
  );
}
