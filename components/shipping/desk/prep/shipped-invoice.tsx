"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { shippedSentence, type ShippedPackageDto } from "@/lib/shipping/desk/shipped-package-dto";
import { shippedPackageColumns } from "./shipped-package-columns";

type Props = {
  invoice: string;
  packages: ShippedPackageDto[];
  /** The preparation form for the invoice's next package. */
  children: ReactNode;
};

/**
 * An invoice already shipped opens on what was bought, not on an empty form that would only answer the same label
 * again (CLARIFICATIONS 45); Ship Another Package shows the form for the next package. What it says ships agrees with
 * the queue: a voided label ships nothing.
 */
export function ShippedInvoice({ invoice, packages, children }: Props) {
  const router = useRouter();
  const [another, setAnother] = useState(false);
  if (another) return children;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">Ship Invoice {invoice}</h1>
      <p className="text-sm text-slate-700">{shippedSentence(`Invoice ${invoice}`, packages)}</p>
      <DataTable
        label="Shipped packages"
        columns={shippedPackageColumns}
        data={packages}
        getRowId={(p) => p.shipmentId}
      />
      <div className="flex gap-2">
        {/* As in the success dialog: Enter goes back to the scan box. */}
        <Button autoFocus onClick={() => router.push("/ship-station")}>
          Return to Ship54
        </Button>
        <Button variant="secondary" onClick={() => setAnother(true)}>
          Ship Another Package
        </Button>
      </div>
    </div>
  );
}
