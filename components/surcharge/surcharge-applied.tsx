import { Alert } from "@/components/ui/alert";
import { formatDate } from "@/lib/dates/format-date";
import { formatMoney } from "@/lib/money/format-money";
import type { SurchargeShown } from "./apply-surcharge-once";

/** Spec 3's success text; a repeat of the link also says when it was applied, so nobody thinks it was charged twice. */
export function SurchargeApplied({ result, appliedAt }: SurchargeShown) {
  return (
    <Alert tone="success" title="Surcharge applied">
      <p>
        A surcharge of {formatMoney(result.amount)} was added to order {result.order}.
      </p>
      {result.shipToName ? <p>Ship To: {result.shipToName}</p> : null}
      {result.poNumber ? <p>PO Number: {result.poNumber}</p> : null}
      {appliedAt ? (
        <p className="mt-2">
          This link was used before: the surcharge was applied on{" "}
          <time dateTime={appliedAt}>{formatDate(appliedAt)}</time> and nothing more was added.
        </p>
      ) : null}
    </Alert>
  );
}
