"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { SURCHARGE_MESSAGES as MSG } from "@/lib/surcharge/messages";
import type { SurchargeResult } from "@/lib/surcharge/schemas";
import { applySurchargeOnce, type SurchargeLink } from "./apply-surcharge-once";

type State = { status: "applying" } | { status: "done"; result: SurchargeResult } | { status: "failed"; message: string };

/** Applies the link's surcharge when the page opens (spec 3) and shows the outcome. */
export function SurchargeStatus({ link }: { link: SurchargeLink }) {
  const [state, setState] = useState<State>({ status: "applying" });
  const { order, companyCode, port } = link;

  useEffect(() => {
    let live = true;
    applySurchargeOnce({ order, companyCode, port }).then(
      (result) => live && setState({ status: "done", result }),
      (err: unknown) => live && setState({ status: "failed", message: err instanceof Error && err.message ? err.message : MSG.failed }),
    );
    return () => {
      live = false;
    };
  }, [order, companyCode, port]);

  if (state.status === "applying") return <Spinner label="Applying surcharge…" />;
  if (state.status === "failed") return <Alert tone="error">{state.message}</Alert>;
  const { result } = state;
  return (
    <Alert tone="success" title="Surcharge applied">
      <p>
        A surcharge of ${result.amount.toFixed(2)} was added to order {result.order}.
      </p>
      {result.shipToName ? <p>Ship To: {result.shipToName}</p> : null}
      {result.poNumber ? <p>PO Number: {result.poNumber}</p> : null}
    </Alert>
  );
}
