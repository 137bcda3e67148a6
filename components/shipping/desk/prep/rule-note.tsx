"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";
import type { RateView, RuleRateChoice } from "@/lib/shipping/labels/get-rates";
import { rateName } from "./rate-name";

type Props = {
  rule: RuleRateChoice;
  rates: RateView[];
  /** The branch's boxes, and the one the package is in (its size), for the rule's box preset. */
  presets: BoxPresetDto[];
  chosenBox: BoxPresetDto | null;
  onUseBox(box: BoxPresetDto): void;
};

/**
 * Which shipping rule chose the rate (issue 38), its one-line reason on demand ("Why?"), what goes with the label
 * (signature, insurance: the rates are priced with them), and the box the rule packs in, offered when the package is
 * in another.
 */
export function RuleNote({ rule, rates, presets, chosenBox, onUseBox }: Props) {
  const [why, setWhy] = useState(false);
  const rate = rates.find((r) => r.object_id === rule.rateId);
  const withLabel = [
    rule.extras.signature ? "signature required" : null,
    rule.extras.insurance ? "insured for the order total" : null,
  ].filter(Boolean);
  const named = rule.extras.boxPreset?.toUpperCase();
  const box = named ? presets.find((p) => p.name.toUpperCase() === named) : undefined;
  return (
    <section aria-label="Shipping rule" className="flex flex-col gap-1 rounded-md bg-brand-50 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          Rule: <span className="font-medium">{rule.name}</span> chose {rate ? rateName(rate) : "a rate"}.
        </span>
        <Button variant="ghost" size="sm" aria-expanded={why} onClick={() => setWhy((w) => !w)}>
          Why?
        </Button>
      </p>
      {why ? <p>{rule.reason}</p> : null}
      {withLabel.length ? <p>With the label: {withLabel.join(", ")}.</p> : null}
      {named && !box ? <p>The rule names box {rule.extras.boxPreset}, which this branch does not have.</p> : null}
      {box && chosenBox?.id !== box.id ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>The rule packs it in box {box.name}.</span>
          <Button variant="secondary" size="sm" onClick={() => onUseBox(box)}>
            Use Box {box.name}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
