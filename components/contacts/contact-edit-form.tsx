"use client";

import { TextField } from "@/components/ui/field";
import type { ContactEdits } from "@/lib/contacts/contact-view";
import { EditableList } from "./editable-list";

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
      <EditableList
        legend="Emails"
        noun="email"
        items={edits.emails}
        blank={{ address: "" }}
        onChange={(emails) => set("emails", emails)}
        renderItem={(email, i, update) => (
          <TextField
            className="flex-1"
            label={`Email ${i + 1}`}
            type="email"
            value={email.address}
            onChange={(e) => update({ address: e.target.value })}
          />
        )}
      />
      <EditableList
        legend="Phones"
        noun="phone"
        items={edits.phones}
        blank={{ number: "", description: "" }}
        onChange={(phones) => set("phones", phones)}
        renderItem={(phone, i, update) => (
          <>
            <TextField
              className="flex-1"
              label={`Phone ${i + 1}`}
              value={phone.number}
              onChange={(e) => update({ ...phone, number: e.target.value })}
            />
            <TextField
              className="flex-1"
              label={`Phone ${i + 1} description`}
              value={phone.description}
              onChange={(e) => update({ ...phone, description: e.target.value })}
            />
          </>
        )}
      />
    </div>
  );
}
