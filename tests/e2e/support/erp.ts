/** Talks to the run's ERP stand-in directly, as another ERP user would (e.g. to save a contact first). */
const base = () => `${process.env.E2E_ERP_BASE_URL}:5000`;

async function session(): Promise<string> {
  const res = await fetch(`${base()}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "KWALKER", password: "erp1234" }),
  });
  const body = (await res.json()) as { sessionToken: string };
  return decodeURIComponent(body.sessionToken);
}

async function headers() {
  return { Authorization: `SessionToken ${await session()}`, "content-type": "application/json" };
}

/** Reads a record from the ERP directly, e.g. to check what a screen saved. */
export async function readFromErp<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${base()}${path}`, { headers: await headers() });
  if (!res.ok) throw new Error(`ERP refused GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Saves changes to a record as another ERP user would: read it, change it, put it back with its update key. */
export async function updateInErp(path: string, changes: Record<string, unknown>) {
  const current = await readFromErp(path);
  const res = await fetch(`${base()}${path}`, {
    method: "PUT",
    headers: await headers(),
    body: JSON.stringify({ ...current, ...changes }),
  });
  if (!res.ok) throw new Error(`ERP refused the update: ${res.status}`);
}

export function updateContactInErp(id: string, changes: Record<string, unknown>) {
  return updateInErp(`/Contacts/${id}`, changes);
}

/** Turns on a fault of the ERP stand-in (sim/erp/README.md), e.g. a lost answer. */
export async function erpFault(faults: Record<string, unknown>) {
  const res = await fetch(`${base()}/__control/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(faults),
  });
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}

export async function clearErpFaults() {
  await fetch(`${base()}/__control/faults`, { method: "DELETE" });
}

/** Every ERP session of the environment now answers 401, as when the ERP expires them. */
export function expireErpSessions() {
  return erpFault({ expireSessions: true });
}
