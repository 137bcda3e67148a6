import { ReprintButton } from "@/components/shipping/printers/reprint-button";
import { isZpl, type PrintableLabel } from "@/components/shipping/printers/print-label";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import type { VoidResult } from "@/lib/shipping/voids/void-result";
import type { DonePackage } from "./shipment-done";

type Props = {
  packages: DonePackage[];
  onPrinted(message: string): void;
  /** A package's Void Label answered (issue 37 item 6: each package voids on its own). */
  onVoided(trackingNumber: string, result: VoidResult): void;
};

/**
 * The labels of a shipment of several packages: each package's tracking number, its cost, its label to print again
 * (a PDF opens in a tab; a ZPL label goes to the printer; Reprint in the footer covers every label) and Void Label.
 */
export function PackageLabels({ packages, onPrinted, onVoided }: Props) {
  return (
    <ul aria-label="Packages" className="flex flex-col gap-1">
      {packages.map((p) => (
        <li key={p.packageNumber} className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-medium">Package {p.packageNumber}</span>
          <span className="font-mono font-semibold">{p.trackingNumber}</span>
          {p.cost ? <span className="tabular-nums text-slate-600">{p.cost}</span> : null}
          {isZpl(p.labelFileType) ? (
            <ReprintButton labels={[p as PrintableLabel]} variant="ghost" onOutcome={(o) => onPrinted(o.message)}>
              {`Reprint Package ${p.packageNumber} Label`}
            </ReprintButton>
          ) : (
            <a href={p.labelUrl} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
              Reprint Package {p.packageNumber} Label
            </a>
          )}
          {p.shipmentId ? (
            <VoidLabelButton
              key={p.shipmentId}
              shipmentId={p.shipmentId}
              trackingNumber={p.trackingNumber}
              onVoided={(r) => onVoided(p.trackingNumber, r)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
