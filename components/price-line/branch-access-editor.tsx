"use client";

import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { companyLabel } from "@/lib/erp/territory-companies";
import { companyState, withBranches } from "@/lib/price-line/branch-access";
import type { DirectoryCompany } from "@/lib/price-line/branch-directory";
import { BranchLabel } from "./branch-label";

type Props = {
  companies: DirectoryCompany[] | null;
  directoryFailed: boolean;
  selected: string[];
  /** Saved branches too, so one removed from a territory can still be seen and unticked. */
  saved: string[];
  nameOf(id: string): string;
  onChange(next: string[]): void;
  disabled?: boolean;
};

/** The branch access list, grouped by the seven companies' territories; a company box ticks all of its branches. */
export function BranchAccessEditor({ companies, directoryFailed, selected, saved, nameOf, onChange, disabled }: Props) {
  if (directoryFailed)
    return <Alert tone="error">Failed to load the branches of the companies. Reload the page to try again.</Alert>;
  if (!companies) return <p className="text-sm text-slate-500">Loading branches…</p>;
  const known = new Set(companies.flatMap((c) => c.branches.map((b) => b.id)));
  const others = [...new Set([...saved, ...selected])].filter((id) => !known.has(id));
  const toggle = (ids: string[], on: boolean) => onChange(withBranches(selected, ids, on));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {companies.map((company) => {
        const ids = company.branches.map((b) => b.id);
        const state = companyState(selected, ids);
        return (
          <fieldset key={company.code} className="rounded-md border border-slate-200 p-3" disabled={disabled}>
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {companyLabel(company.code, company.name)}
            </legend>
            {company.failed ? (
              <p className="text-xs text-red-700">The branches of territory {company.territoryId} could not be read.</p>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <Checkbox
                label={`All ${company.code} branches`}
                checked={state === "all"}
                mixed={state === "some"}
                onChange={(on) => toggle(ids, on)}
                disabled={!ids.length}
              />
              <div className="ml-6 flex flex-col gap-1">
                {company.branches.map((b) => (
                  <Checkbox
                    key={b.id}
                    label={<BranchLabel id={b.id} name={b.name} />}
                    checked={selected.includes(b.id)}
                    onChange={(on) => toggle([b.id], on)}
                  />
                ))}
              </div>
            </div>
          </fieldset>
        );
      })}
      {others.length ? (
        <fieldset className="rounded-md border border-slate-200 p-3" disabled={disabled}>
          <legend className="px-1 text-sm font-semibold text-slate-800">Other branches</legend>
          <div className="flex flex-col gap-1">
            {others.map((id) => (
              <Checkbox
                key={id}
                label={<BranchLabel id={id} name={nameOf(id)} />}
                checked={selected.includes(id)}
                onChange={(on) => toggle([id], on)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
