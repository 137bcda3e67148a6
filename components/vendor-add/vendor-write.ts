"use client";

import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { ApiClientError } from "@/lib/api-client/api-fetch";
import { sendWrite } from "@/lib/api-client/send-write";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { readFieldErrors, type FieldError } from "@/lib/vendor-add/field-errors";
import type { VendorEntity } from "@/lib/vendor-add/vendor-form";

/** `doubt`: the vendor may have been made (CLARIFICATIONS 53); Check Again settles it. */
export type VendorOutcome =
  { ok: true; vendor: Vendor } | { ok: false; fieldErrors: FieldError[]; message: string; doubt: Doubt<Vendor> | null };

/** One vendor through POST /api/vendor-add (created once per key and content), its failure read for display. */
export async function postVendor(idempotencyKey: string, vendor: VendorEntity): Promise<VendorOutcome> {
  try {
    const answer = await sendWrite<{ vendor: Vendor }>("/api/vendor-add", {
      method: "POST",
      json: { idempotencyKey, vendor },
    });
    return { ok: true, vendor: answer.vendor };
  } catch (err) {
    console.error("Error creating vendor:", vendor.nameIndex, err);
    const fieldErrors = err instanceof ApiClientError ? readFieldErrors(err.details) : [];
    return {
      ok: false,
      fieldErrors,
      message: err instanceof Error ? err.message : String(err),
      doubt: doubtOf<Vendor>(err),
    };
  }
}
