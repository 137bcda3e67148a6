"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { Dialog } from "@/components/ui/dialog";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import type { OutboxRow } from "@/lib/email/list-outbox";
import { LocalTime } from "../local-time";

/** The invites the portal sent or, without SMTP, would have sent; each one can be read as it would arrive. */
export function OutboxTable({ emails }: { emails: OutboxRow[] }) {
  const [open, setOpen] = useState<OutboxRow | null>(null);
  return (
    <>
      <Table aria-label="Outbox">
        <thead>
          <tr>
            <Th>Created</Th>
            <Th>To</Th>
            <Th>Subject</Th>
            <Th>Template</Th>
            <Th>Status</Th>
            <Th className="text-right">Message</Th>
          </tr>
        </thead>
        <tbody>
          {emails.length === 0 ? <EmptyRow colSpan={6}>No invites yet. Send one from User Admin.</EmptyRow> : null}
          {emails.map((e) => (
            <Tr key={e.id}>
              <Td className="whitespace-nowrap">
                <LocalTime iso={e.createdAt} />
              </Td>
              <Td>{e.toEmail}</Td>
              <Td className="font-medium">{e.subject}</Td>
              <Td>{e.template ?? "—"}</Td>
              <Td>{e.delivered ? <Chip tone="brand">Sent by SMTP</Chip> : <Chip>Stored only (no SMTP)</Chip>}</Td>
              <Td className="text-right">
                <Button variant="secondary" size="sm" aria-label={`Open the invite to ${e.toEmail}`} onClick={() => setOpen(e)}>
                  Open
                </Button>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {open ? (
        <Dialog open onOpenChange={(o) => !o && setOpen(null)} title={open.subject} description={`To ${open.toEmail}`} className="w-[min(94vw,44rem)]">
          {/* sandbox="" : the stored HTML is shown without scripts, forms or navigation of this page. */}
          <iframe title="Invite as HTML" sandbox="" srcDoc={open.html} className="h-80 w-full rounded-md border border-slate-200 bg-white" />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-slate-700">Plain text</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs">{open.text}</pre>
          </details>
        </Dialog>
      ) : null}
    </>
  );
}
