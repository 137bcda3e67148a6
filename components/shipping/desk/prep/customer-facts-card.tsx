import type { CustomerFacts } from "@/lib/shipping/desk/customer-facts-dto";

const yesNo = (v: boolean) => (v ? "Yes" : "No");
const UNKNOWN = "Unknown";

/** Residential as the ERP says it; when it says nothing, as Shippo reported it (named so); else unknown. */
function residentialText(facts: CustomerFacts | null, shippo: boolean | null): string {
  if (facts?.residential != null) return yesNo(facts.residential);
  if (shippo !== null) return `${yesNo(shippo)} (as Shippo reports it)`;
  return UNKNOWN;
}

function accountText(facts: CustomerFacts | null): string {
  if (!facts) return UNKNOWN;
  const a = facts.carrierAccount;
  if (!a) return "None on file";
  return `${a.name} ${a.account}${a.zip ? ` (ZIP ${a.zip})` : ""}`;
}

/**
 * The customer's shipping facts from the ERP (CLARIFICATIONS 61), on the preparation screen: what the ERP does not
 * say is shown as unknown, never guessed.
 */
export function CustomerFactsCard({
  facts,
  shippoResidential,
}: {
  facts: CustomerFacts | null;
  shippoResidential: boolean | null;
}) {
  const rows: [string, string][] = [
    ["Residential", residentialText(facts, shippoResidential)],
    ["Freight Exempt", facts?.freightExempt != null ? yesNo(facts.freightExempt) : UNKNOWN],
    ["Insurance Required", facts?.insuranceRequired != null ? yesNo(facts.insuranceRequired) : UNKNOWN],
    ["Carrier Account", accountText(facts)],
  ];
  return (
    <section aria-label="Customer shipping facts" className="rounded-md border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className={value === UNKNOWN ? "text-slate-500" : "text-slate-900"}>{value}</dd>
          </div>
        ))}
      </dl>
      {facts ? null : (
        <p className="mt-2 text-slate-600">The ERP did not give the customer&apos;s shipping facts; each is unknown.</p>
      )}
    </section>
  );
}
