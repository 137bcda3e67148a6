"use client";

import { useCallback, useState } from "react";
import type { Doubt } from "@/components/check-again/doubt";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { erpProxy } from "@/lib/api-client/api-fetch";
import { newIdempotencyKey } from "@/lib/api-client/send-write";
import { erpPath } from "@/lib/erp/resources/erp-path";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { companyByCode, type CompanyCode } from "@/lib/erp/territory-companies";
import { errorsByField, shipFromErrorText } from "@/lib/vendor-add/field-errors";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";
import { shipFromForm, vendorEntity, type VendorForm } from "@/lib/vendor-add/vendor-form";
import { postVendor } from "./vendor-write";

export type ShipFromFailure = { code: CompanyCode; text: string; byField: ReturnType<typeof errorsByField> };
/** A ship-from that may have been made (CLARIFICATIONS 53), until Check Again settles it. */
export type ShipFromDoubt = { doubt: Doubt<Vendor>; freed: boolean };

const getVendor = (id: string) => erpProxy<Vendor>({ method: "GET", url: erpPath("Vendors", id) });

/** Ship-froms under an existing pay-to: the pay-to and its ship-froms, a draft per chosen company, and the submit. */
export function useShipFroms() {
  const [payTo, setPayTo] = useState<Vendor | null>(null);
  const [shipFroms, setShipFroms] = useState<Vendor[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [drafts, setDrafts] = useState<Partial<Record<CompanyCode, VendorForm>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState<ShipFromFailure[]>([]);
  const [doubts, setDoubts] = useState<Partial<Record<CompanyCode, ShipFromDoubt>>>({});
  const [success, setSuccess] = useExpiringState<string>(SUCCESS_NOTICE_MS);
  // One key per submission of the chosen ship-froms; each vendor's content makes its own intent under it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const load = useCallback(async (id: string) => {
    setLoadFailed(false);
    try {
      const vendor = await getVendor(id);
      const ids = (vendor.shipFromLists ?? []).map((s) => s.shipFromId);
      const found = await Promise.all(ids.map(getVendor));
      setPayTo(vendor);
      setShipFroms(
        found.sort((a, b) => (a.nameIndex ?? "").localeCompare(b.nameIndex ?? "", undefined, { sensitivity: "base" })),
      );
    } catch (err) {
      console.error("Error fetching the pay-to and its ship-froms:", err);
      setLoadFailed(true);
    }
  }, []);

  const select = useCallback(
    (vendor: Vendor) => {
      setDrafts({});
      setFailures([]);
      setDoubts({});
      setSuccess(null);
      setPayTo(null);
      setShipFroms([]);
      void load(vendor.id);
    },
    [load, setSuccess],
  );

  function toggleCompany(code: CompanyCode) {
    const company = companyByCode(code);
    if (!payTo || !company) return;
    setDrafts((d) => {
      const next = { ...d };
      if (next[code]) delete next[code];
      else next[code] = shipFromForm(payTo, company);
      return next;
    });
  }

  const inDoubt = Object.values(doubts).some((d) => d && !d.freed);

  async function submit() {
    if (!payTo || submitting || inDoubt) return;
    setSubmitting(true);
    setFailures([]);
    setDoubts({});
    setSuccess(null);
    const failed: ShipFromFailure[] = [];
    const unsure: Partial<Record<CompanyCode, ShipFromDoubt>> = {};
    const remaining: Partial<Record<CompanyCode, VendorForm>> = {};
    for (const [code, draft] of Object.entries(drafts) as [CompanyCode, VendorForm][]) {
      const outcome = await postVendor(idempotencyKey, vendorEntity(draft, "shipFrom"));
      if (outcome.ok) continue;
      remaining[code] = draft;
      if (outcome.doubt) unsure[code] = { doubt: outcome.doubt, freed: false };
      else
        failed.push({
          code,
          text: outcome.fieldErrors.length ? shipFromErrorText(outcome.fieldErrors) : `Error: ${outcome.message}`,
          byField: errorsByField(outcome.fieldErrors),
        });
    }
    setDrafts(remaining);
    setFailures(failed);
    setDoubts(unsure);
    if (!failed.length && !Object.keys(unsure).length) {
      setSuccess(MSG.shipFromsAdded);
      setIdempotencyKey(newIdempotencyKey());
    }
    await load(payTo.id);
    setSubmitting(false);
  }

  /** Check Again found the ship-from made: its draft goes, and with nothing else left the submission succeeded. */
  function confirmed(code: CompanyCode) {
    const left = Object.keys(drafts).filter((c) => c !== code);
    setDrafts((d) => {
      const next = { ...d };
      delete next[code];
      return next;
    });
    setDoubts((d) => {
      const next = { ...d };
      delete next[code];
      return next;
    });
    if (!left.length && !failures.length) {
      setSuccess(MSG.shipFromsAdded);
      setIdempotencyKey(newIdempotencyKey());
    }
    if (payTo) void load(payTo.id);
  }

  function freed(code: CompanyCode) {
    setDoubts((d) => (d[code] ? { ...d, [code]: { ...d[code], freed: true } } : d));
  }

  return {
    payTo,
    shipFroms,
    loadFailed,
    drafts,
    setDraft: (code: CompanyCode, form: VendorForm) => setDrafts((d) => ({ ...d, [code]: form })),
    toggleCompany,
    /** Companies whose territory already has a ship-from of this pay-to: a second would repeat its index. */
    covered: new Set(shipFroms.map((v) => (v.homeTerritory ?? "").toUpperCase())),
    submitting,
    failures,
    doubts,
    inDoubt,
    confirmed,
    freed,
    success,
    select,
    submit,
  };
}
