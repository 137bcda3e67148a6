"use client";

import { Alert } from "@/components/ui/alert";
import { Autocomplete } from "@/components/ui/autocomplete";
import { OptionLines } from "@/components/ui/option-lines";
import { erpKeywordSearch } from "@/lib/api-client/erp-keyword-search";
import { contactFullName } from "@/lib/contacts/contact-view";
import type { Contact } from "@/lib/erp/schemas/contact";
import { ContactCard } from "./contact-card";
import { useContact } from "./use-contact";

const searchContacts = erpKeywordSearch<Contact>("/Contacts");

export function ContactSearch() {
  const { contact, loading, notice, select, save } = useContact();
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xl">
        <Autocomplete<Contact>
          label="Search Contacts"
          autoFocus
          noDataText="No contacts found"
          placeholder="Type a name, company or email"
          search={searchContacts}
          optionKey={(c) => c.id}
          optionLabel={(c) => contactFullName(c) || c.id}
          renderOption={(c) => (
            <OptionLines
              title={contactFullName(c) || c.id}
              detail={
                <>
                  {c.companyName || "No Company"} · {c.id}
                </>
              }
            />
          )}
          onSelect={(c) => select(c.id)}
        />
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {loading && !contact ? <p className="text-sm text-slate-500">Loading contact…</p> : null}
      {contact ? (
        <ContactCard key={`${contact.id}:${contact.updateKey ?? ""}`} contact={contact} onSave={save} />
      ) : null}
    </div>
  );
}
