"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { applyEdits, contactView, toEdits } from "@/lib/contacts/contact-view";
import type { Contact } from "@/lib/erp/schemas/contact";
import { ContactEditForm } from "./contact-edit-form";
import { ContactDetails } from "./contact-details";

type Props = { contact: Contact; onSave(updated: Contact): Promise<boolean> };

export function ContactCard({ contact, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState(() => toEdits(contact));
  const [saving, setSaving] = useState(false);
  const view = contactView(contact);

  async function save() {
    setSaving(true);
    const ok = await onSave(applyEdits(contact, edits));
    setSaving(false);
    if (ok) setEditing(false);
  }

  return (
    <Card
      title={`${view.firstName} ${view.lastName}`.trim() || view.fullName || view.id}
      actions={
        editing ? (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setEdits(toEdits(contact));
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button busy={saving} onClick={() => void save()}>
              Save
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <LinkButton href={`/contact-pw?contactId=${encodeURIComponent(view.id)}`}>Update Web Password</LinkButton>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </div>
        )
      }
    >
      {editing ? <ContactEditForm edits={edits} onChange={setEdits} /> : <ContactDetails view={view} />}
    </Card>
  );
}
