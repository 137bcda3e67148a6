import { Card } from "@/components/ui/card";
import type { Vendor } from "@/lib/erp/schemas/vendor";

function Address({ v }: { v: Vendor }) {
  return (
    <>
      <p>{v.addressLine1}</p>
      {v.addressLine2 ? <p>{v.addressLine2}</p> : null}
      <p>
        {v.city}, {v.state} {v.postalCode}
      </p>
    </>
  );
}

/** The chosen pay-to with its settings, and the ship-from vendors it already has. */
export function PayToSummary({ payTo, shipFroms }: { payTo: Vendor; shipFroms: Vendor[] }) {
  return (
    <div className="flex flex-col gap-4">
      <Card title="Selected Pay-To Vendor">
        <div className="text-sm">
          <p className="font-semibold">
            {payTo.nameIndex} ({payTo.id})
          </p>
          <Address v={payTo} />
          <p className="mt-2 text-slate-600">
            Type: {payTo.type} · Ship Via: {payTo.defaultShipVia} · Terms: {payTo.defaultTerms} · Freight Terms:{" "}
            {payTo.freight}
          </p>
        </div>
      </Card>
      <section aria-label="Existing Ship-From Accounts">
        <h2 className="mb-2 text-lg font-semibold">Existing Ship-From Accounts</h2>
        {shipFroms.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shipFroms.map((v) => (
              <li key={v.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold text-brand-700">
                  {v.nameIndex} ({v.id})
                </p>
                <p className="text-slate-600">
                  Home Branch: {v.homeBranch} · Home Territory: {v.homeTerritory}
                </p>
                <Address v={v} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">This pay-to has no ship-from vendors yet.</p>
        )}
      </section>
    </div>
  );
}
