import { Card } from "@/components/ui/card";
import type { AttentionListDto } from "@/lib/shipping/attention/attention-dto";
import { ATTENTION_HEADING } from "./attention-heading";
import { AttentionList } from "./attention-list";

type Props = { list: AttentionListDto | null; problem: string | null; admin: boolean; showCompany: boolean };

/** "Needs attention: N" over its list (CLARIFICATIONS 58), as Shipment Tracking and the branch's list show it. */
export function NeedsAttentionCard({ list, problem, admin, showCompany }: Props) {
  const count = list ? `${list.rows.length}${list.truncated ? "+" : ""}` : "unknown";
  return (
    <Card
      title={
        // The focus comes here when an action removes its row (the button it was on goes with the row).
        <span id={ATTENTION_HEADING} tabIndex={-1}>
          Needs attention: {count}
        </span>
      }
    >
      <AttentionList list={list} problem={problem} admin={admin} showCompany={showCompany} />
    </Card>
  );
}
