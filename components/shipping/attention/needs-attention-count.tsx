"use client";

import Link from "next/link";
import { useApiGet } from "@/components/ui/use-api-get";
import { cn } from "@/lib/cn";
import type { AttentionListDto } from "@/lib/shipping/attention/attention-dto";

/** The Shipment Dashboard's "Needs attention: N" for its branch (CLARIFICATIONS 58), a link to the branch's list. */
export function NeedsAttentionCount({ branch }: { branch: string }) {
  const query = `branch=${encodeURIComponent(branch)}`;
  const { answer, error } = useApiGet<AttentionListDto>(`/api/shipments/attention?${query}`);
  // Unknown is said as unknown: the list it links to says why.
  const count = error ? "unknown" : answer ? `${answer.rows.length}${answer.truncated ? "+" : ""}` : "…";
  const some = Boolean(answer?.rows.length) || Boolean(error);
  return (
    <Link
      href={`/ship-station/needs-attention?${query}`}
      aria-busy={!answer && !error ? true : undefined}
      className={cn(
        "inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium",
        some
          ? "border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100"
          : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
      )}
    >
      Needs attention: {count}
    </Link>
  );
}
