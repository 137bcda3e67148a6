"use client";

import { useState } from "react";
import type { Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { newIdempotencyKey } from "@/lib/api-client/send-write";
import { errorsByField, payToErrorLines, type FieldError } from "@/lib/vendor-add/field-errors";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";
import { newPayToForm, vendorEntity, type VendorForm } from "@/lib/vendor-add/vendor-form";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { postVendor } from "./vendor-write";

/** Add New Pay-To Only: the form with its defaults, the submit, and the spec's messages. */
export function useNewPayTo() {
  const [form, setForm] = useState<VendorForm>(newPayToForm);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useExpiringState<string>(SUCCESS_NOTICE_MS);
  const doubt = useDoubt<Doubt<Vendor>>();

  function created() {
    doubt.clear();
    setSuccess(MSG.payToCreated);
    setForm(newPayToForm());
    setIdempotencyKey(newIdempotencyKey());
  }

  async function submit() {
    if (submitting || doubt.pending) return;
    setSubmitting(true);
    setFieldErrors([]);
    setFailure(null);
    setSuccess(null);
    doubt.clear();
    const outcome = await postVendor(idempotencyKey, vendorEntity(form, "payTo"));
    if (outcome.ok) created();
    else if (outcome.doubt) doubt.show(outcome.doubt);
    else if (outcome.fieldErrors.length) setFieldErrors(outcome.fieldErrors);
    else setFailure(MSG.payToFailed);
    setSubmitting(false);
  }

  const errorLines = fieldErrors.length ? payToErrorLines(fieldErrors) : failure ? [failure] : [];
  return {
    form,
    setForm,
    submitting,
    errorLines,
    byField: errorsByField(fieldErrors),
    success,
    submit,
    doubt,
    created,
  };
}
