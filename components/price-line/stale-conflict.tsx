"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { branchIdsOf } from "@/lib/price-line/branch-access";
import type { Conflict } from "./use-price-line-access";
import { BranchList } from "./branch-label";

const box = "rounded-md border border-amber-200 bg-white p-3";
const ALL = "All branches (no restriction)";

/** Someone saved first: both versions side by side, nothing overwritten, and the user chooses what to do next. */
export function StaleConflict({
  conflict,
  nameOf,
  onUseTheirs,
  onKeepMine,
}: {
  conflict: Conflict;
  nameOf(id: string): string;
  onUseTheirs(): void;
  onKeepMine(): void;
}) {
  return (
    <Alert tone="warning" title="Someone else saved this price line first">
      <p>Nothing was overwritten. Compare the two versions and choose which to keep.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <BranchList
          className={box}
          title="Their version (saved in the ERP)"
          ids={branchIdsOf(conflict.theirs.branchAccessList)}
          nameOf={nameOf}
          empty={ALL}
        />
        <BranchList className={box} title="Your version (not saved)" ids={conflict.yours} nameOf={nameOf} empty={ALL} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onUseTheirs}>
          Use their version
        </Button>
        <Button size="sm" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </div>
    </Alert>
  );
}
