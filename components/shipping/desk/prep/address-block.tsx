import type { ShipAddress } from "@/lib/shipping/desk/ship-address";

/** A read-only address block (ship-from, and the ship-to of an invoice). */
export function AddressBlock({
  title,
  address,
  missing,
}: {
  title: string;
  address: ShipAddress | null;
  missing?: string;
}) {
  return (
    <section aria-label={title} className="rounded-md border border-slate-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      {address ? (
        <address className="not-italic leading-6 text-slate-700">
          <div className="font-medium text-slate-900">{address.name}</div>
          <div>{address.street1}</div>
          {address.street2 ? <div>{address.street2}</div> : null}
          <div>
            {address.city}
            {address.city && address.state ? ", " : ""}
            {address.state} {address.zip}
          </div>
          {address.phone ? <div>{address.phone}</div> : null}
          {address.email ? <div>{address.email}</div> : null}
        </address>
      ) : (
        <p className="text-slate-500">{missing ?? "Not available"}</p>
      )}
    </section>
  );
}
