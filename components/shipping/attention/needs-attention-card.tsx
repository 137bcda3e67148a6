import { Card } from "@/components/ui/card";
import type { AttentionListDto } from "@/lib/shipping/attention/attention-dto";
import { AttentionList } from "./attention-list";

type Props = { list: AttentionListDto | null; problem: string | null; admin: boolean; showCompany: boolean };

/** "Needs attention: N" over its list (CLARIFICATIONS 58), as Shipment Tracking and the branch's list show it. */
export function NeedsAttentionCard({ list, problem, admin, showCompany }: Props) {
  const count = list ? `${list.rows.length}${list.truncated ? "+" : ""}` : "unknown";
  return (
    <Card title={<span id="needs-attention">Needs attention: {count}</span>}>
      <AttentionList list={list} problem={problem} admin={admin} showCompany={showCompany} />
    </Card>
  );
}
