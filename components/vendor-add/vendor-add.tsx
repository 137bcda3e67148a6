"use client";

import { useState } from "react";
import { NewPayToSection } from "./new-pay-to-section";
import { ShipFromSection } from "./ship-from-section";

const MODES = [
  { value: "existing", label: "Add Ship-From for Existing Pay-To" },
  { value: "new", label: "Add New Pay-To Only" },
] as const;

/** Add Vendors: the toggle between ship-froms for an existing pay-to and a new pay-to only (spec 2 section 2). */
export function VendorAdd() {
  const [mode, setMode] = useState<(typeof MODES)[number]["value"]>("existing");
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">What to add</legend>
        {MODES.map((m) => (
          <label key={m.value} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="radio"
              name="vendor-add-mode"
              className="h-4 w-4 accent-brand-600"
              checked={mode === m.value}
              onChange={() => setMode(m.value)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      {/* Switching empties the other side, as the screen always did. */}
      {mode === "existing" ? <ShipFromSection /> : <NewPayToSection />}
    </div>
  );
}
