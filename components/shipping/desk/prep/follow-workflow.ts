import { apiFetch } from "@/lib/api-client/api-fetch";
import type { WorkflowStepState } from "@/db/schema";
import type { WorkflowDto, WorkflowStepDto } from "@/lib/shipping/workflow/workflow-dto";

export const FREIGHT_POSTING = "Freight posting...";

/** What the success dialog says of the freight as the server reports it (CLARIFICATIONS 56). */
export function freightProgressText(step: WorkflowStepDto): string | null {
  switch (step.state) {
    case "done":
      return step.message;
    case "skipped":
      return step.message;
    case "failed":
      return `Freight not posted: ${step.message ?? "the ERP refused it."}`;
    default:
      return step.message ? `${FREIGHT_POSTING} ${step.message}` : FREIGHT_POSTING;
  }
}

const POLL_MS = 750;

/**
 * Reads the shipment's workflow until its freight step has an outcome (or `signal` says the dialog went), telling
 * `onFreight` each change. Only reads: the server runs the steps whether or not this page is still open.
 */
export async function followWorkflow(
  workflowId: string,
  onFreight: (text: string | null, state: WorkflowStepState) => void,
  signal: AbortSignal,
): Promise<void> {
  let said: string | null | undefined;
  while (!signal.aborted) {
    let wf: WorkflowDto;
    try {
      wf = await apiFetch<WorkflowDto>(`/api/shipments/workflows/${encodeURIComponent(workflowId)}`, { signal });
    } catch {
      if (signal.aborted) return;
      await new Promise((r) => setTimeout(r, POLL_MS * 4));
      continue;
    }
    const text = freightProgressText(wf.steps.freight);
    if (text !== said) onFreight((said = text), wf.steps.freight.state);
    if (wf.steps.freight.state !== "waiting" || wf.settled) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
