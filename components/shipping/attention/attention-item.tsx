import type { AttentionRowDto } from "@/lib/shipping/attention/attention-dto";
import { sinceText } from "@/lib/shipping/attention/since-text";
import { TrackingNumberLink } from "../tracking/tracking-number-link";
import { AttentionAction } from "./attention-action";

type Props = { row: AttentionRowDto; admin: boolean; showCompany: boolean; now: Date };

/** One row of Needs Attention: the invoice or reference, the tracking number, why, since when, and its action. */
export function AttentionItem({ row, admin, showCompany, now }: Props) {
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900">
            {row.reference}
            {row.packageNumber > 1 ? `, package ${row.packageNumber}` : ""}
          </span>
          <TrackingNumberLink carrier={row.carrier} trackingNumber={row.trackingNumber} inClickableRow={false} />
          {showCompany ? <span className="text-slate-600">{row.companyCode}</span> : null}
          {row.branch ? <span className="text-slate-600">Branch {row.branch}</span> : null}
        </p>
        <p className="text-sm text-slate-800">{row.sentence}</p>
        <p className="text-xs text-slate-500">
          Since <time dateTime={row.since}>{sinceText(row.since, now)}</time>
        </p>
      </div>
      <AttentionAction row={row} admin={admin} />
    </li>
  );
}
