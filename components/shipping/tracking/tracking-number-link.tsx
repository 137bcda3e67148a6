import { ExternalLink } from "lucide-react";
import { carrierName, carrierTrackingUrl } from "@/lib/shipping/tracking/carrier-links";

/**
 * A tracking number as a link to its carrier's own tracking page (a new tab: the reader comes back to the portal);
 * a number of a carrier we have no page for stays plain text. In a table whose rows open on a click, following the
 * link does not also open the row; a server component's list (no row clicks, no handlers) passes `inClickableRow`
 * false.
 */
export function TrackingNumberLink({
  carrier,
  trackingNumber,
  inClickableRow = true,
}: {
  carrier: string | null;
  trackingNumber: string | null;
  inClickableRow?: boolean;
}) {
  const url = carrierTrackingUrl(carrier, trackingNumber);
  if (!url) return <span className="break-words font-mono text-xs">{trackingNumber ?? "—"}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 break-words font-mono text-xs text-brand-700 underline"
      onClick={inClickableRow ? (e) => e.stopPropagation() : undefined}
    >
      {trackingNumber}
      <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
      <span className="sr-only">(track at {carrierName(carrier)}, opens in a new tab)</span>
    </a>
  );
}
