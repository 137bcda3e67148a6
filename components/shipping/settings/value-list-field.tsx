"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/ui/textarea-field";
import { MAX_HOLD_VALUE_LENGTH, MAX_HOLD_VALUES } from "@/lib/shipping/settings/hold-values";

/** The values as typed, one per line; blank lines are no value. */
function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

type Props = {
  label: string;
  hint: string;
  values: readonly string[];
  problem: string | null;
  disabled: boolean;
  onChange(values: string[]): void;
};

/** A list of values with a trailing `*` (print review holds, non-parcel ship vias), one per line. */
export function ValueListField({ label, hint, values, problem, disabled, onChange }: Props) {
  const [text, setText] = useState(values.join("\n"));
  // The saved values come back trimmed and upper-cased: the box shows them as stored once they differ from the typing.
  if (!sameList(parseLines(text), values)) setText(values.join("\n"));
  return (
    <TextAreaField
      label={label}
      hint={hint}
      error={problem}
      value={text}
      rows={4}
      maxLength={MAX_HOLD_VALUES * (MAX_HOLD_VALUE_LENGTH + 2)}
      disabled={disabled}
      spellCheck={false}
      className="max-w-md"
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseLines(e.target.value));
      }}
    />
  );
}
