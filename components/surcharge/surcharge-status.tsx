"use client";

import { useEffect, useState } from "react";
import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SURCHARGE_MESSAGES as MSG } from "@/lib/surcharge/messages";
import type { SurchargeResult } from "@/lib/surcharge/schemas";
import { applySurchargeOnce, checkSurchargeAgain, type SurchargeLink } from "./apply-surcharge-once";

type State =
  | { status: "applying" }
  | { status: "done"; result: SurchargeResult }
  | { status: "failed"; message: string }
  | { status: "doubt"; doubt: Doubt<SurchargeResult>; freed: boolean };

/** Applies the link's surcharge when the page opens (spec 3) and shows the outcome. */
export function SurchargeStatus({ link }: { link: SurchargeLink }) {
  const [state, setState] = useState<State>({ status: "applying" });
  // Each press of Apply the Surcharge after Check Again proved it was not made sends it once more.
  const [round, setRound] = useState(0);
  const { order, companyCode, port } = link;

  useEffect(() => {
    let live = true;
    const here = { order, companyCode, port };
    applySurchargeOnce(here).then(
      (result) => live && setState({ status: "done", result }),
      (err: unknown) => {
        if (!live) return;
        const doubt = doubtOf(err, () => checkSurchargeAgain(here));
        setState(
          doubt
            ? { status: "doubt", doubt, freed: false }
            : { status: "failed", message: err instanceof Error && err.message ? err.message : MSG.failed },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [order, companyCode, port, round]);

  if (state.status === "applying") return <Spinner label="Applying surcharge…" />;
  if (state.status === "failed") return <Alert tone="error">{state.message}</Alert>;
  if (state.status === "doubt") {
    return (
      <>
        <CheckAgainNotice
          key={state.doubt.seq}
          doubt={state.doubt}
          subject="surcharge"
          onDone={(result) => setState({ status: "done", result })}
          onFreed={() => setState({ ...state, freed: true })}
        />
        {state.freed ? (
          <Button
            className="self-start"
            onClick={() => {
              setState({ status: "applying" });
              setRound((n) => n + 1);
            }}
          >
            Apply the Surcharge
          </Button>
        ) : null}
      </>
    );
  }
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
