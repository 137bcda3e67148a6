"use client";

import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { addressBlurred, nameBlurred } from "@/lib/vendor-add/vendor-form";
import { useNewPayTo } from "./use-new-pay-to";
import { VendorFields } from "./vendor-fields";

const FIELDS = [
  "name",
  "nameIndex",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "countryCode",
  "sortBy",
  "type",
  "defaultShipVia",
  "freight",
  "defaultTerms",
  "backOrderDays",
  "emails",
  "phones",
] as const;

/** Add New Pay-To Only (spec 2): the form with its defaults and on-blur rules, Add Vendor, and the messages. */
export function NewPayToSection() {
  const p = useNewPayTo();
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void p.submit();
      }}
    >
      {p.errorLines.length ? (
        <Alert tone="error">
          {p.errorLines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </Alert>
      ) : null}
      <Card title="New Pay-To Vendor">
        <VendorFields
          form={p.form}
          fields={FIELDS}
          onChange={p.setForm}
          errors={p.byField}
          onBlur={{ name: nameBlurred, addressLine1: addressBlurred }}
        />
      </Card>
      <div>
        <Button type="submit" busy={p.submitting} disabled={p.doubt.pending}>
          Add Vendor
        </Button>
      </div>
      {p.success ? <Alert tone="success">{p.success}</Alert> : null}
      {p.doubt.doubt ? (
        <CheckAgainNotice
          key={p.doubt.doubt.seq}
          doubt={p.doubt.doubt}
          subject="record"
          onDone={p.created}
          onFreed={p.doubt.freed}
        />
      ) : null}
    </form>
  );
}
