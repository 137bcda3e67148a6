import type { ReactNode } from "react";
import { Button } from "./button";

export type PagerProps = {
  /** 1-based. */
  page: number;
  /** Unknown when the server pages without a total: the status then reads "Page x". */
  pages?: number;
  onPage(page: number): void;
  /** Next is enabled while this holds; by default while page < pages. */
  canNext?: boolean;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Replaces "Page x of y". */
  status?: ReactNode;
  disabled?: boolean;
};

/** Previous / "Page x of y" / Next, for tables paged on the client or the server. */
export function Pager({
  page,
  pages,
  onPage,
  canNext,
  label = "Page",
  previousLabel = "Previous",
  nextLabel = "Next",
  status,
  disabled,
}: PagerProps) {
  const nextOk = canNext ?? (pages !== undefined && page < pages);
  return (
    <nav aria-label={`${label} navigation`} className="flex items-center gap-3 text-sm">
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span aria-live="polite">
        {status ?? (pages === undefined ? `${label} ${page}` : `${label} ${page} of ${Math.max(1, pages)}`)}
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || !nextOk} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
