import { apiFetch } from "@/lib/api-client/api-fetch";
import { sendWrite } from "@/lib/api-client/send-write";
import type { CloseOutDto } from "@/lib/shipping/close-out/close-out-dto";
import type { AttentionAction, AttentionRowDto } from "@/lib/shipping/attention/attention-dto";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { statusLabel } from "@/lib/shipping/tracking/status-text";
import { followWorkflow } from "../desk/prep/follow-workflow";

/** What an action did: settled (its row goes once the list is read again) or not, in words. */
export type ActionOutcome = { settled: boolean; message: string };

type Row = Pick<AttentionRowDto, "shipmentId" | "carrier">;
const FREIGHT_WAIT_MS = 60_000;

/** Post Freight: the shipment's workflow runs its freight again on the server; the outcome is followed as the desk does. */
async function postFreight(workflowId: string): Promise<ActionOutcome> {
  await apiFetch(`/api/shipments/workflows/${encodeURIComponent(workflowId)}/retry`, { method: "POST" });
  let last: ActionOutcome = { settled: false, message: "The freight is being posted; the list shows it once done." };
  await followWorkflow(
    workflowId,
    (text, state) => {
      if (state !== "waiting") last = { settled: state === "done", message: text ?? "" };
    },
    AbortSignal.timeout(FREIGHT_WAIT_MS),
  );
  return last;
}

async function retryMail(mailId: string): Promise<ActionOutcome> {
  const answer = await apiFetch<{ state: string; message?: string }>(
    `/api/shipments/mails/${encodeURIComponent(mailId)}/retry`,
    { method: "POST" },
  );
  return answer.state === "pending"
    ? { settled: false, message: answer.message ?? "The mail waits to be sent." }
    : { settled: true, message: answer.state === "sent" ? "The mail was sent." : "The mail will not be sent." };
}

/** Close Out Again: the same press as the close-out screen's, for the close-out that left the label off a manifest. */
async function closeOutAgain(row: Row, branch: string, day: string): Promise<ActionOutcome> {
  const done = await sendWrite<CloseOutDto>("/api/ship-station/close-out", { method: "POST", json: { branch, day } });
  const manifest = done.manifests.find((m) => m.carrier === row.carrier);
  return manifest?.state === "made"
    ? { settled: true, message: `The ${carrierName(row.carrier)} manifest of branch ${branch} is made.` }
    : { settled: false, message: manifest?.reason ?? "The manifest is not made yet." };
}

async function trackAgain(row: Row): Promise<ActionOutcome> {
  const read = await apiFetch<{ added: number; status: string | null }>(
    `/api/shipments/${encodeURIComponent(row.shipmentId)}/track`,
    { method: "POST" },
  );
  return read.added > 0
    ? { settled: true, message: `Tracking read again: ${statusLabel(read.status)}.` }
    : { settled: false, message: "The carrier has no new tracking event." };
}

/** Runs a row's action through the portal's own route for it (Void Again is VoidLabelButton's). */
export function runAttentionAction(
  row: Row,
  action: Exclude<AttentionAction, { kind: "Void Again" }>,
): Promise<ActionOutcome> {
  switch (action.kind) {
    case "Post Freight":
      return postFreight(action.workflowId ?? "");
    case "Retry Mail":
      return retryMail(action.mailId);
    case "Close Out Again":
      return closeOutAgain(row, action.branch, action.day);
    case "Track Again":
      return trackAgain(row);
  }
}
