import { Button } from "./button";

/** Previous / "Page x of y" / Next, for tables paged on the client or the server. */
export function Pager({ page, pages, onPage, label = "Page" }: { page: number; pages: number; onPage(page: number): void; label?: string }) {
  return (
    <nav aria-label={`${label} navigation`} className="flex items-center gap-3 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        {label} {page} of {Math.max(1, pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
