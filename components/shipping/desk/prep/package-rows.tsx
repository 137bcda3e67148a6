"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { MAX_PACKAGES } from "@/lib/shipping/labels/package-limits";
import { PackageFields } from "./package-fields";
import type { PackageRows } from "./use-package-rows";
import { SCALE_NEEDS_CHROME, useSerialScale } from "./use-serial-scale";

type Props = {
  rows: PackageRows;
  /** The package number of the first row: the one after those the invoice already shipped. */
  firstPackage: number;
  /** Manual shipments ship one package. */
  single: boolean;
  /** After Add Package: the box presets take the focus when the branch has some (a number key picks the box). */
  onAdded(key: number): void;
  /** A package taken out: the rates quoted for the shipment as it was no longer apply. */
  onRemoved(): void;
  /** The branch prints ZPL: Pair Printer beside Connect Scale. */
  printer?: boolean;
};

// Only a ZPL branch's desk shows it, once its format is read: not on the screen's first load.
const PrinterPairing = componentOnDemand(() =>
  import("@/components/shipping/printers/printer-pairing").then((m) => m.PrinterPairing),
);

/**
 * The shipment's packages, one fieldset each ("Package 2"), Add Package and Remove, Connect Scale (Web Serial): a
 * reading goes to the package with the focus; and on a ZPL branch Pair Printer (WebUSB).
 */
export function PackageRowsFields({ rows, firstPackage, single, onAdded, onRemoved, printer }: Props) {
  const scale = useSerialScale(rows.scale);
  const several = rows.rows.length > 1 || firstPackage > 1;
  return (
    <div className="flex flex-col gap-3">
      {rows.rows.map((row, i) => (
        <PackageFields
          key={row.key}
          legend={several ? `Package ${firstPackage + i}` : "Package"}
          value={row.input}
          onChange={(next) => rows.update(row.key, next)}
          scaleWeight={row.scaleWeight}
          onFocus={() => rows.focus(row.key)}
          onRemove={i > 0 ? () => (rows.remove(row.key), onRemoved()) : undefined}
          weightRef={rows.weightRef(row.key)}
          firstRef={rows.firstRef(row.key)}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        {single ? null : (
          <Button
            variant="secondary"
            disabled={rows.rows.length >= MAX_PACKAGES}
            onClick={() => {
              const key = rows.add();
              if (key !== null) onAdded(key);
            }}
          >
            Add Package
          </Button>
        )}
        <Button variant="secondary" onClick={scale.connect} disabled={!scale.supported || scale.connected}>
          {scale.connected ? "Scale Connected" : "Connect Scale"}
        </Button>
        {!scale.supported ? <span className="text-sm text-slate-600">{SCALE_NEEDS_CHROME}</span> : null}
        {printer ? <PrinterPairing /> : null}
      </div>
      {scale.error ? <Alert tone="error">{scale.error}</Alert> : null}
    </div>
  );
}
