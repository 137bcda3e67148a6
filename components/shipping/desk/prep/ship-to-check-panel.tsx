"use client";

import type { AddressChoice, CheckedAddress } from "@/db/schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ShipToCheckDto } from "@/lib/shipping/labels/ship-to-check-dto";

export const ADDRESS_NOT_CHECKED = "Address not checked";

function Lines({ title, address }: { title: string; address: CheckedAddress }) {
  return (
    <section aria-label={title} className="rounded-md border border-slate-200 bg-white p-3">
      <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{title}</h3>
      <address className="not-italic leading-6 text-slate-800">
        <div>{address.street1}</div>
        {address.street2 ? <div>{address.street2}</div> : null}
        <div>
          {address.city}, {address.state} {address.zip}
        </div>
      </address>
    </section>
  );
}

type Props = {
  check: ShipToCheckDto | null;
  checking: boolean;
  failure: string | null;
  choosing: AddressChoice | null;
  onChoose(choice: AddressChoice): void;
};

/**
 * The ship-to as Shippo checked it when the order opened (CLARIFICATIONS 62): a correction is shown beside the address
 * as entered, with Use Suggested and Keep As Entered (the choice holds for the invoice); no answer says "Address not
 * checked". Nothing here stops the clerk shipping.
 */
export function ShipToCheckPanel({ check, checking, failure, choosing, onChoose }: Props) {
  if (checking) return <Spinner label="Checking the address with Shippo…" />;
  if (!check || check.state === "not_checked") {
    const why = failure ?? check?.messages[0];
    return (
      <Alert tone="warning" title={ADDRESS_NOT_CHECKED}>
        {why ? `${why} ` : ""}The label can still be bought with the address as entered.
      </Alert>
    );
  }
  if (check.state === "valid") return <p className="text-sm text-slate-600">Address checked with Shippo.</p>;
  if (check.state === "invalid")
    return (
      <Alert tone="warning" title="Shippo could not verify this address">
        {check.messages.join(" ")} The label can still be bought with the address as entered.
      </Alert>
    );
  const using = check.choice === "suggested" ? "the suggested address" : "the address as entered";
  return (
    <section
      aria-label="Suggested address"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm"
    >
      <p className="font-medium text-amber-900">Shippo suggests a correction to the ship-to.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Lines title="As Entered" address={check.entered} />
        {check.suggested ? <Lines title="Suggested" address={check.suggested} /> : null}
      </div>
      {check.messages.length ? <p className="text-amber-900">{check.messages.join(" ")}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={check.choice === "suggested" ? "primary" : "secondary"}
          aria-pressed={check.choice === "suggested"}
          busy={choosing === "suggested"}
          onClick={() => onChoose("suggested")}
        >
          Use Suggested
        </Button>
        <Button
          variant={check.choice === "entered" ? "primary" : "secondary"}
          aria-pressed={check.choice === "entered"}
          busy={choosing === "entered"}
          onClick={() => onChoose("entered")}
        >
          Keep As Entered
        </Button>
        <span role="status" className="text-amber-900">
          {check.choice ? `Using ${using}.` : "Until you choose, the address as entered is used."}
        </span>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
