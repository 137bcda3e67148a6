"use client";

import { useState } from "react";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { newIdempotencyKey } from "@/lib/api-client/send-write";
import { payToErrorLines } from "@/lib/vendor-add/field-errors";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";
import { newPayToForm, vendorEntity, type VendorForm } from "@/lib/vendor-add/vendor-form";
import { postVendor } from "./vendor-write";

/** Add New Pay-To Only: the form with its defaults, the submit, and the spec's messages. */
export function useNewPayTo() {
  const [form, setForm] = useState<VendorForm>(newPayToForm);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const [success, setSuccess] = useExpiringState<string>(SUCCESS_NOTICE_MS);

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    setErrorLines([]);
    setSuccess(null);
    const outcome = await postVendor(idempotencyKey, vendorEntity(form, "payTo"));
    if (outcome.ok) {
      setSuccess(MSG.payToCreated);
      setForm(newPayToForm());
      setIdempotencyKey(newIdempotencyKey());
    } else {
      setErrorLines(outcome.fieldErrors.length ? payToErrorLines(outcome.fieldErrors) : [MSG.payToFailed]);
    }
    setSubmitting(false);
  }

  return { form, setForm, submitting, errorLines, success, submit };
}
