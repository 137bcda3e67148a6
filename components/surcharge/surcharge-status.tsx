"use client";

import { useEffect, useState } from "react";
import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SURCHARGE_MESSAGES as MSG } from "@/lib/surcharge/messages";
import { ApiClientError } from "@/lib/api-client/api-fetch";
import type { SurchargeResult } from "@/lib/surcharge/schemas";
import {
  applySurchargeOnce,
  checkSurchargeAgain,
  type SurchargeLink,
  type SurchargeShown,
} from "./apply-surcharge-once";
import { SignInToApply } from "./sign-in-to-apply";
import { SurchargeApplied } from "./surcharge-applied";

type State =
  | { status: "applying" }
  | ({ status: "done" } & SurchargeShown)
  | { status: "failed"; message: string }
  | { status: "signIn"; message: string; back: string }
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
      (shown) => live && setState({ status: "done", ...shown }),
      (err: unknown) => {
        if (!live) return;
        // Only a loggedInUser link answers 401 (an apiUser link's refused login is a 502): signing in can fix it.
        if (err instanceof ApiClientError && err.status === 401) {
          const back = `${window.location.pathname}${window.location.search}`;
          return setState({ status: "signIn", message: err.message, back });
        }
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
  if (state.status === "signIn") return <SignInToApply message={state.message} back={state.back} />;
  if (state.status === "doubt") {
    return (
      <>
        <CheckAgainNotice
          key={state.doubt.seq}
          doubt={state.doubt}
          subject="surcharge"
          onDone={(result: SurchargeResult) => setState({ status: "done", result, appliedAt: null })}
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
  return <SurchargeApplied result={state.result} appliedAt={state.appliedAt} />;
}
