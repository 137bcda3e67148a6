"use client";

import { useId, type ReactNode } from "react";
import { TextField } from "@/components/ui/field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";

const BRANCH = /^[A-Za-z0-9_-]{1,16}$/;

/** The branch a per-branch card shows: the typed one, upper-cased, once typing pauses; null while it is not a branch id. */
export function useShownBranch(branch: string): string | null {
  const wanted = useDebouncedValue(branch.trim().toUpperCase(), 300);
  return BRANCH.test(wanted) ? wanted : null;
}

type Props = {
  branch: string;
  setBranch(branch: string): void;
  /** Branches offered as the user types (the ERP's, and those with something set). */
  suggestions: readonly string[];
  hint?: ReactNode;
};

/** The Branch field of a per-branch Ship54 setting (Box Presets, Label Format): typed, with the known branches offered. */
export function BranchField({ branch, setBranch, suggestions, hint }: Props) {
  const listId = useId();
  return (
    <>
      <TextField
        label="Branch"
        className="max-w-xs"
        list={listId}
        maxLength={16}
        autoComplete="off"
        value={branch}
        hint={hint}
        onChange={(e) => setBranch(e.target.value)}
      />
      <datalist id={listId}>
        {[...new Set(suggestions)].sort().map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
    </>
  );
}
