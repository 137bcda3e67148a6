// What the success dialog reads of a shipment's workflow; pure, so client components take its type.
import type { ShipmentWorkflow, WorkflowStepName, WorkflowStepState } from "@/db/schema";

export type WorkflowStepDto = { state: WorkflowStepState; message: string | null };
export type WorkflowDto = {
  id: string;
  invoiceNumber: string;
  settled: boolean;
  steps: Record<WorkflowStepName, WorkflowStepDto>;
};

export function toWorkflowDto(wf: ShipmentWorkflow): WorkflowDto {
  const step = (name: WorkflowStepName): WorkflowStepDto => ({
    state: wf.steps[name].state,
    message: wf.steps[name].message,
  });
  return {
    id: wf.id,
    invoiceNumber: wf.invoiceNumber,
    settled: wf.state === "settled",
    steps: { freight: step("freight"), mail: step("mail"), box: step("box") },
  };
}
