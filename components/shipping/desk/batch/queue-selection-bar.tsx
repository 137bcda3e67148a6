import { Button } from "@/components/ui/button";
import type { QueueSelection } from "./use-queue-selection";

/** Above the queue: Select All (its unshipped rows), how many are ticked, and Clear. */
export function QueueSelectionBar({ selection }: { selection: QueueSelection }) {
  const count = selection.selected.length;
  if (selection.batchableCount === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" size="sm" onClick={selection.selectAll}>
        Select All
      </Button>
      {count ? (
        <Button variant="ghost" size="sm" onClick={selection.clear}>
          Clear Selection
        </Button>
      ) : null}
      <span role="status" className="text-slate-600">
        {count} selected
      </span>
    </div>
  );
}
