"use client";

import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import type { Doubt } from "@/components/check-again/doubt";
import { Alert } from "@/components/ui/alert";
import type { useBoxChoice } from "./box-presets/use-box-choice";
import { RatesTable } from "./rates-table";
import { RuleNote } from "./rule-note";
import type { useRates } from "./use-rates";
import type { useShipPackage } from "./use-ship-package";

type Props = {
  rates: ReturnType<typeof useRates>;
  boxes: ReturnType<typeof useBoxChoice>;
  shipping: ReturnType<typeof useShipPackage>;
  onShip: () => void;
};

/** Under the package's form: the rates (the rule's choice explained), then how the label's purchase went. */
export function RatesOutcome({ rates, boxes, shipping, onShip }: Props) {
  return (
    <>
      {rates.error ? <Alert tone="error">{rates.error}</Alert> : null}
      {rates.messages.length ? <Alert tone="info">{rates.messages.join(" ")}</Alert> : null}
      <RatesTable
        rates={rates.rates}
        loading={rates.loading}
        selectedId={rates.selectedId}
        requestedId={rates.requestedId}
        rule={rates.rule}
        onSelect={rates.select}
        onShip={onShip}
      />
      {rates.rule && rates.rates ? (
        <RuleNote
          rule={rates.rule}
          rates={rates.rates}
          presets={boxes.presets}
          chosenBox={boxes.chosen}
          onUseBox={(box) => {
            // Another size: the rates shown are no longer the package's; Get Rates again (Enter in Weight).
            rates.clear();
            boxes.choose(box);
          }}
        />
      ) : null}
      {shipping.error ? <Alert tone="error">{shipping.error}</Alert> : null}
      {shipping.doubt ? (
        <CheckAgainNotice
          key={shipping.doubt.doubt.seq}
          doubt={shipping.doubt.doubt as Doubt<unknown>}
          subject="label"
          onDone={(result) => shipping.doubt && shipping.confirmed(shipping.doubt, result)}
          onFreed={shipping.freed}
        />
      ) : null}
      {shipping.warning && !shipping.done ? <Alert tone="warning">{shipping.warning}</Alert> : null}
    </>
  );
}
