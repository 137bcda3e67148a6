import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { CloseOutManifest } from "@/db/schema";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

/**
 * Each carrier's Shippo manifest of the close-out: a link to its SCAN form once made; else Shippo's reason (a
 * refusal), what went wrong, or that it is not yet confirmed, with Retry Manifest (the press again, made once).
 */
export function ManifestNotices(props: { manifests: CloseOutManifest[]; busy: boolean; onRetry(): void }) {
  if (!props.manifests.length) return null;
  const retry = props.manifests.some((m) => m.state !== "made" || !m.documents.length);
  return (
    <section aria-label="Carrier manifests" className="flex flex-col gap-2 print:hidden">
      {props.manifests.map((m) => {
        const name = carrierName(m.carrier);
        if (m.state === "made") {
          return (
            <Alert key={m.carrier} tone="success" title={`${name} manifest made`}>
              {m.documents.length ? (
                <a href={m.documents[0]} target="_blank" rel="noopener noreferrer" className="font-medium underline">
                  Open {name} SCAN Form
                </a>
              ) : (
                "Shippo is still making its document: press Retry Manifest in a moment."
              )}
            </Alert>
          );
        }
        const title =
          m.state === "refused" ? `Shippo refused the ${name} manifest` : `The ${name} manifest was not made`;
        return (
          <Alert key={m.carrier} tone={m.state === "refused" ? "error" : "warning"} title={title}>
            {m.reason}
          </Alert>
        );
      })}
      {retry ? (
        <div>
          <Button variant="secondary" busy={props.busy} onClick={props.onRetry}>
            Retry Manifest
          </Button>
        </div>
      ) : null}
    </section>
  );
}
