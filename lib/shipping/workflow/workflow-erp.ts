import type { Db } from "@/db/client";
import type { ShipmentWorkflow } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { erpOfSession } from "../core/session-erp";

export const WORKFLOW_SESSION_ENDED =
  "The session that bought this label has ended, so the ERP cannot be reached for it. Sign in again and press Post Freight.";

/** The ERP as the clerk who bought the label reaches it. */
export const workflowErp = (db: Db, wf: Pick<ShipmentWorkflow, "sessionId">): (() => Promise<ErpConnection>) =>
  erpOfSession(db, wf.sessionId, WORKFLOW_SESSION_ENDED);
