// The ERP stand-in's knobs (sim/erp/README.md) aimed at one flow's write and its reads.
import type { ErpSim } from "@/sim/erp/server";
import { erpFaults } from "@/tests/helpers/test-env";
import type { Fault } from "./model";

/** The portal's ERP time-out in these worlds: short, so "late" answers and hangs cost little. */
export const ERP_TIMEOUT_MS = 1200;
/** How long the ERP holds a carried-out write's answer while the database connections are ended (db-drop). */
const HELD_MS = 500;

/** The flow's write (e.g. POST "/Vendors") and its reads (GET of `read`). */
export type ErpTarget = { write: { method: string; path: string }; read: string };

export const ERP_FAULTS = [
  "lost-answer",
  "late-answer",
  "write-4xx",
  "write-429",
  "write-5xx",
  "read-4xx",
  "read-429",
  "read-5xx",
  "session-expired",
  "db-drop",
] as const satisfies readonly Fault[];

function knob(target: ErpTarget, fault: Fault): Record<string, unknown> {
  const write = { count: 1, ...target.write };
  const read = { count: 1, path: target.read, method: "GET" };
  switch (fault) {
    case "lost-answer":
      return { dropAnswerNext: write };
    case "late-answer":
      return { slowAnswerNext: { ...write, ms: ERP_TIMEOUT_MS + 300 } };
    case "write-4xx":
      return { failNext: { ...write, status: 400 } };
    case "write-429":
      return { failNext: { ...write, status: 429 } };
    case "write-5xx":
      return { failNext: { ...write, status: 503 } };
    case "read-4xx":
      return { failNext: { ...read, status: 400 } };
    case "read-429":
      return { failNext: { ...read, status: 429 } };
    case "read-5xx":
      return { failNext: { ...read, status: 500 } };
    case "session-expired":
      return { expireSessions: true };
    case "db-drop":
      return { slowAnswerNext: { ...write, ms: HELD_MS } };
    default:
      throw new Error(`the ERP has no knob for ${fault}`);
  }
}

export function armErpFault(erp: ErpSim, target: ErpTarget, fault: Fault) {
  return erpFaults(erp, knob(target, fault));
}

type Write = { method: string; path: string };

export async function erpWrites(erp: ErpSim): Promise<Write[]> {
  const res = await fetch(`${erp.baseUrl}:5000/__control/writes`);
  return ((await res.json()) as { writes: Write[] }).writes;
}

export async function clearErpWrites(erp: ErpSim) {
  await fetch(`${erp.baseUrl}:5000/__control/writes`, { method: "DELETE" });
}

/** The writes the ERP carried out that match the flow's write (its method, and its path containing `path`). */
export async function countErpWrites(erp: ErpSim, write: Write): Promise<number> {
  const path = write.path.toLowerCase();
  return (await erpWrites(erp)).filter((w) => w.method === write.method && w.path.toLowerCase().includes(path)).length;
}

/** Resolves when one more matching write has been carried out (or after 3 s: the step may never write). */
export async function nextErpWrite(erp: ErpSim, write: Write): Promise<void> {
  const before = await countErpWrites(erp, write);
  for (let waited = 0; waited < 3000; waited += 20) {
    if ((await countErpWrites(erp, write)) > before) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
