"use client";

import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import type { OutboxRow } from "@/lib/email/outbox-dto";
import { outboxColumns } from "./outbox-columns";

/** The invites the portal sent or, without SMTP, would have sent; each one can be read as it would arrive. */
export function OutboxTable({ emails }: { emails: OutboxRow[] }) {
  const [open, setOpen] = useState<OutboxRow | null>(null);
  return (
    <>
      <DataTable
        label="Outbox"
        columns={outboxColumns(setOpen)}
        data={emails}
        getRowId={(e) => String(e.id)}
        empty="No invites yet. Send one from User Admin."
        initialSorting={[{ id: "createdAt", desc: true }]}
      />
      {open ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={open.subject}
          description={`To ${open.toEmail}`}
          width="xl"
        >
          {/* sandbox="" : the stored HTML is shown without scripts, forms or navigation of this page. */}
          <iframe
            title="Invite as HTML"
            sandbox=""
            srcDoc={open.html}
            className="h-80 w-full rounded-md border border-slate-200 bg-white"
          />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-slate-700">Plain text</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs">{open.text}</pre>
          </details>
        </Dialog>
      ) : null}
    </>
  );
}
