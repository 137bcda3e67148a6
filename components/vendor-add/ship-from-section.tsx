"use client";

import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TERRITORY_COMPANIES, type CompanyCode } from "@/lib/erp/territory-companies";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";
import { PayToSearch } from "./pay-to-search";
import { PayToSummary } from "./pay-to-summary";
import { useShipFroms, type ShipFromDoubt } from "./use-ship-froms";
import { useCompanyLabels } from "./use-company-labels";
import { VendorFields } from "./vendor-fields";

const MAIN_FIELDS = [
  "name",
  "nameIndex",
  "homeBranch",
  "homeTerritory",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
] as const;
const ADVANCED_FIELDS = [
  "countryCode",
  "sortBy",
  "payToId",
  "type",
  "defaultShipVia",
  "freight",
  "defaultTerms",
  "backOrderDays",
  "emails",
  "phones",
] as const;

/** Add Ship-From for Existing Pay-To: pick the pay-to, pick companies, check each draft, add them. */
export function ShipFromSection() {
  const s = useShipFroms();
  const companyName = useCompanyLabels();
  const chosen = Object.keys(s.drafts) as CompanyCode[];
  const fieldErrors = (code: CompanyCode) => s.failures.find((f) => f.code === code)?.byField;
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xl">
        <PayToSearch onSelect={s.select} />
      </div>
      {s.loadFailed ? (
        <Alert tone="error">The pay-to vendor could not be loaded from the ERP. Please try again.</Alert>
      ) : null}
      {s.success ? <Alert tone="success">{s.success}</Alert> : null}
      {s.failures.length ? (
        <Alert tone="error" title={MSG.shipFromFailed}>
          <ul className="mt-1">
            {s.failures.map((f) => (
              <li key={f.code}>
                <strong>{companyName(f.code)}:</strong> <span>{f.text}</span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {(Object.entries(s.doubts) as [CompanyCode, ShipFromDoubt][]).map(([code, d]) => (
        <CheckAgainNotice
          key={d.doubt.seq}
          title={companyName(code)}
          doubt={d.doubt}
          subject="record"
          onDone={() => s.confirmed(code)}
          onFreed={() => s.freed(code)}
        />
      ))}
      {s.payTo ? (
        <>
          <PayToSummary payTo={s.payTo} shipFroms={s.shipFroms} />
          <section aria-label="Add New Ship-From Vendors" className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">Add New Ship-From Vendors</h2>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Companies">
              {TERRITORY_COMPANIES.map((c) => {
                const covered = s.covered.has(c.territoryId);
                const on = Boolean(s.drafts[c.code]);
                return (
                  <Button
                    key={c.code}
                    variant={on ? "primary" : "secondary"}
                    aria-pressed={on}
                    disabled={covered || s.submitting}
                    title={covered ? `${companyName(c.code)} already has a ship-from for this pay-to` : undefined}
                    onClick={() => s.toggleCompany(c.code)}
                  >
                    {companyName(c.code)}
                    {covered ? <span className="text-xs font-normal"> (has one)</span> : null}
                  </Button>
                );
              })}
            </div>
            {chosen.map((code) => (
              <section
                key={code}
                aria-label={`${companyName(code)} Ship From`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h3 className="mb-3 font-semibold text-brand-700">{companyName(code)} Ship From</h3>
                <VendorFields
                  form={s.drafts[code]!}
                  fields={MAIN_FIELDS}
                  errors={fieldErrors(code)}
                  onChange={(f) => s.setDraft(code, f)}
                />
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-medium text-slate-700">Advanced fields</summary>
                  <div className="mt-3">
                    <VendorFields
                      form={s.drafts[code]!}
                      fields={ADVANCED_FIELDS}
                      readOnly={["payToId"]}
                      errors={fieldErrors(code)}
                      onChange={(f) => s.setDraft(code, f)}
                    />
                  </div>
                </details>
              </section>
            ))}
            <div>
              <Button busy={s.submitting} disabled={!chosen.length || s.inDoubt} onClick={() => void s.submit()}>
                Add Vendor(s)
              </Button>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
