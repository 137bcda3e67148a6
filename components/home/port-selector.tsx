"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/field";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { logout } from "@/components/nav/logout";

export const PORT_CHANGE_COUNTDOWN_SECONDS = 5;

type Props = { userId: string; port: number; options: { value: number; label: string }[] };

/** Saving a port ends the session after a countdown: the ERP session belongs to the old port (CLARIFICATIONS 6). */
export function PortSelector({ userId, port, options }: Props) {
  const [selected, setSelected] = useState(port);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);

  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      void logout();
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function save(next: number) {
    setSelected(next);
    setSaving(true);
    setError(null);
    try {
      await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/port`, { method: "PUT", json: { port: next } });
      window.localStorage.setItem("apiPort", String(next));
      setCountdown(PORT_CHANGE_COUNTDOWN_SECONDS);
    } catch {
      setSelected(port);
      setError("Could not save your selected port. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="API Port"
        value={selected}
        options={options.length ? options : [{ value: port, label: `Port ${port}` }]}
        disabled={options.length <= 1 || saving || countdown !== null}
        onChange={(e) => void save(Number(e.target.value))}
      />
      {countdown !== null ? (
        <Alert tone="warning">
          Port changed. Please log in again. Logging out in {countdown} second{countdown === 1 ? "" : "s"}…
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
