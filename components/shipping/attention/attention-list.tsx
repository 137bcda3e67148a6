import { Alert } from "@/components/ui/alert";
import type { AttentionListDto } from "@/lib/shipping/attention/attention-dto";
import { ATTENTION_ROW_LIMIT } from "@/lib/shipping/attention/thresholds";
import { AttentionItem } from "./attention-item";

type Props = {
  /** The list as read, or why it could not be read. */
  list: AttentionListDto | null;
  problem: string | null;
  admin: boolean;
  /** Every company's rows (an administrator who named none): each says whose it is. */
  showCompany: boolean;
};

/**
 * Needs Attention (CLARIFICATIONS 58), drawn on the server: a row per unsettled shipment and reason, the longest
 * waiting first; only each row's action runs in the browser.
 */
export function AttentionList({ list, problem, admin, showCompany }: Props) {
  if (!list) return <Alert tone="error">{problem ?? "Needs Attention could not be read."}</Alert>;
  if (list.rows.length === 0)
    return (
      <p role="status" className="text-sm text-slate-600">
        Nothing needs attention.
      </p>
    );
  const now = new Date();
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Needs attention" className="divide-y divide-slate-200">
        {list.rows.map((row) => (
          <AttentionItem key={row.id} row={row} admin={admin} showCompany={showCompany} now={now} />
        ))}
      </ul>
      {list.truncated ? (
        <p className="text-sm text-slate-600">
          The {ATTENTION_ROW_LIMIT} oldest shipments are shown; the others appear as these are settled.
        </p>
      ) : null}
    </div>
  );
}
