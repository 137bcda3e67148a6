import type { DonePackage } from "./success-dialog";

/**
 * The labels of a shipment of several packages: each package's tracking number, its cost and its label to print
 * (Reprint covers every label; the first opened by itself when it was bought).
 */
export function PackageLabels({ packages }: { packages: DonePackage[] }) {
  return (
    <ul aria-label="Packages" className="flex flex-col gap-1">
      {packages.map((p) => (
        <li key={p.packageNumber} className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-medium">Package {p.packageNumber}</span>
          <span className="font-mono font-semibold">{p.trackingNumber}</span>
          {p.cost ? <span className="tabular-nums text-slate-600">{p.cost}</span> : null}
          <a href={p.labelUrl} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
            Reprint Package {p.packageNumber} Label
          </a>
        </li>
      ))}
    </ul>
  );
}
