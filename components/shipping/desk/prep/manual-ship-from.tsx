"use client";

import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/field";
import { AddressBlock } from "./address-block";
import type { useManualShipFrom } from "./use-manual-ship-from";

/** Manual mode: the branch the package leaves from, and its address as the Ship From. */
export function ManualShipFrom({ from }: { from: ReturnType<typeof useManualShipFrom> }) {
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Ship From Branch"
        value={from.branch}
        onChange={(e) => from.select(e.target.value)}
        disabled={!from.branches?.length}
        options={
          from.branches?.length
            ? from.branches.map((b) => ({ value: b, label: b }))
            : [{ value: "", label: from.branches ? "No branches" : "Loading…" }]
        }
      />
      {from.error ? <Alert tone="error">{from.error}</Alert> : null}
      <AddressBlock title="Ship From" address={from.shipFrom} missing={from.loading ? "Loading…" : undefined} />
      {from.fallback ? (
        <p className="text-xs text-slate-500">
          The address of branch {from.branch} could not be read; the company&apos;s address is used.
        </p>
      ) : null}
    </div>
  );
}
