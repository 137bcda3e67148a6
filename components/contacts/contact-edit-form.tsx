"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { ContactEdits } from "@/lib/contacts/contact-view";

type Props = { edits: ContactEdits; onChange(next: ContactEdits): void };

export function ContactEditForm({ edits, onChange }: Props) {
  const set = <K extends keyof ContactEdits>(key: K, value: ContactEdits[K]) => onChange({ ...edits, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="First Name" value={edits.firstName} onChange={(e) => set("firstName", e.target.value)} />
        <TextField label="Middle Name" value={edits.middleName} onChange={(e) => set("middleName", e.target.value)} />
        <TextField label="Last Name" value={edits.lastName} onChange={(e) => set("lastName", e.target.value)} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Emails</legend>
        {edits.emails.map((email, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Email ${i + 1}`}
              type="email"
              value={email.address}
              onChange={(e) => set("emails", edits.emails.map((x, j) => (j === i ? { address: e.target.value } : x)))}
            />
            <Button variant="ghost" size="icon" aria-label={`Remove email ${i + 1}`} onClick={() => set("emails", edits.emails.filter((_, j) => j !== i))}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ))}
        <Button variant="ghost" size="sm" className="self-start" onClick={() => set("emails", [...edits.emails, { address: "" }])}>
          <Plus className="h-4 w-4" aria-hidden /> Add email
        </Button>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Phones</legend>
        {edits.phones.map((phone, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Phone ${i + 1}`}
              value={phone.number}
              onChange={(e) => set("phones", edits.phones.map((x, j) => (j === i ? { ...x, number: e.target.value } : x)))}
            />
            <TextField
              className="flex-1"
              label={`Phone ${i + 1} description`}
              value={phone.description}
              onChange={(e) => set("phones", edits.phones.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)))}
            />
            <Button variant="ghost" size="icon" aria-label={`Remove phone ${i + 1}`} onClick={() => set("phones", edits.phones.filter((_, j) => j !== i))}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ))}
        <Button variant="ghost" size="sm" className="self-start" onClick={() => set("phones", [...edits.phones, { number: "", description: "" }])}>
          <Plus className="h-4 w-4" aria-hidden /> Add phone
        </Button>
      </fieldset>
    </div>
  );
}
