"use client";

import { Card } from "@/components/ui/card";
import { normalizeHoldValue, SHIP_VIA_WORDS, valuesProblem } from "@/lib/shipping/settings/hold-values";
import type { SettingsCardProps } from "./card-props";
import { problemAt } from "./save-problems";
import { ValueListField } from "./value-list-field";
import { SaveMode } from "./save-mode";

/**
 * Non-parcel Ship Vias (CLARIFICATIONS 64): the ship vias the Shipment Dashboard marks "Not parcel", keeps out of a
 * batch and asks about on a scan. Saved with Save Settings, as the Print Review Holds beside it; the server checks
 * the same rules.
 */
export function NonParcelCard({ settings, setSettings, canManage, problems }: SettingsCardProps) {
  const values = settings.nonParcelShipVias;
  return (
    <Card title="Non-parcel Ship Vias" actions={<SaveMode atOnce={false} />}>
      <ValueListField
        label="Ship vias that are not parcels"
        hint="One per line. A ship via ending with * takes every ship via starting with it: PICKUP* takes PICKUP - BRANCH."
        values={values}
        problem={
          valuesProblem(values.map(normalizeHoldValue), SHIP_VIA_WORDS) ??
          problemAt(problems, "nonParcelShipVias") ??
          null
        }
        disabled={!canManage}
        onChange={(next) => setSettings((s) => ({ ...s, nonParcelShipVias: next }))}
      />
    </Card>
  );
}
