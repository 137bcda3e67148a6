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

export async function updateContactInErp(id: string, changes: Record<string, unknown>) {
  const token = await session();
  const headers = { Authorization: `SessionToken ${token}`, "content-type": "application/json" };
  const current = (await (await fetch(`${base()}/Contacts/${id}`, { headers })).json()) as Record<string, unknown>;
  const res = await fetch(`${base()}/Contacts/${id}`, { method: "PUT", headers, body: JSON.stringify({ ...current, ...changes }) });
  if (!res.ok) throw new Error(`ERP refused the update: ${res.status}`);
}

/** Every ERP session of the environment now answers 401, as when the ERP expires them. */
export async function expireErpSessions() {
  const res = await fetch(`${base()}/__control/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ expireSessions: true }),
  });
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}
