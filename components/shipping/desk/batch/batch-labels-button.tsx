"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ReprintButton } from "@/components/shipping/printers/reprint-button";
import type { BatchDto } from "./batch-dto";
import { batchLabelsPath } from "./batch-paths";

/**
 * The batch's merged labels, named for what the click does: a ZPL batch's one stream to the paired printer (Print
 * Labels, or the `.zpl` downloaded where the browser cannot), a PDF batch's one PDF in a new tab (Open Labels PDF).
 */
export function BatchLabelsButton({ batch }: { batch: Pick<BatchDto, "id" | "labelFileType"> }) {
  const [said, setSaid] = useState<string | null>(null);
  if (batch.labelFileType !== "ZPLII")
    return (
      <a href={batchLabelsPath(batch.id, "pdf")} target="_blank" rel="noopener" className={buttonClasses()}>
        Open Labels PDF
      </a>
    );
  return (
    <>
      <ReprintButton
        size="md"
        variant="primary"
        labels={[
          {
            shipmentId: null,
            trackingNumber: null,
            labelFileType: "ZPLII",
            labelUrl: null,
            zplPath: batchLabelsPath(batch.id, "zpl"),
            zplName: `batch-${batch.id.slice(0, 8)}.zpl`,
          },
        ]}
        onOutcome={(o) => setSaid(o.message)}
      >
        Print Labels
      </ReprintButton>
      <p role="status" className="basis-full text-sm font-medium text-slate-700 empty:hidden">
        {said}
      </p>
    </>
  );
}
