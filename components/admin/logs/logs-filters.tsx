"use client";

import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { LOG_TYPES } from "@/lib/logs/log-types";
import type { LogFilters } from "@/lib/logs/schemas";

const TYPE_OPTIONS = [{ value: "", label: "All types" }, ...LOG_TYPES.map((t) => ({ value: t, label: t }))];

type Props = {
  initial: LogFilters;
  onApply(filters: LogFilters): void;
  onRefresh(): void;
  exportHref: string;
  busy: boolean;
};

/** Type and email filters; they take effect on Apply Filters (or Enter). */
export function LogsFilters({ initial, onApply, onRefresh, exportHref, busy }: Props) {
  const [type, setType] = useState(initial.type ?? "");
  const [email, setEmail] = useState(initial.email ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Log filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ type: type || undefined, email: email.trim() || undefined });
      }}
    >
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => setType(e.target.value)}
        className="w-48"
      />
      <TextField
        label="Email"
        placeholder="Part of an email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="w-72"
      />
      <Button type="submit">Apply Filters</Button>
      <Button variant="secondary" onClick={onRefresh} busy={busy}>
        {busy ? null : <RefreshCw className="h-4 w-4" aria-hidden />} Refresh
      </Button>
      <a href={exportHref} download className={buttonClasses({ variant: "secondary" })}>
        Export CSV
      </a>
    </form>
  );
}
