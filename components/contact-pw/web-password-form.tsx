"use client";

import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useWebPassword } from "./use-web-password";
import { WebFlagsCard } from "./web-flags-card";

/** `contactId`: the contact a link opened the screen on (its web access read at once, the cursor in Password). */
export function WebPasswordForm({ contactId = "" }: { contactId?: string }) {
  const w = useWebPassword(contactId);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Set a contact's web password">
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void w.submit();
          }}
        >
          <TextField
            label="User ID"
            required
            autoFocus={!contactId}
            value={w.form.userId}
            error={w.errors.userId}
            autoComplete="off"
            onChange={(e) => w.set("userId", e.target.value)}
          />
          <TextField
            label="ERP contact ID"
            required
            value={w.form.contactId}
            error={w.errors.contactId}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => w.set("contactId", e.target.value)}
            onBlur={() => void w.loadSettings()}
          />
          <TextField
            label="Password"
            required
            autoFocus={Boolean(contactId)}
            type="password"
            value={w.form.password}
            error={w.errors.password}
            autoComplete="new-password"
            onChange={(e) => w.set("password", e.target.value)}
          />
          <Button type="submit" busy={w.submitting} disabled={w.doubt.pending} className="self-start">
            Update Password
          </Button>
          {w.message ? <Alert tone={w.message.tone}>{w.message.text}</Alert> : null}
          {w.doubt.doubt ? (
            <CheckAgainNotice
              key={w.doubt.doubt.doubt.seq}
              doubt={w.doubt.doubt.doubt}
              subject="record"
              onDone={(value) => w.doubt.doubt && w.updated(w.doubt.doubt.contactId, value)}
              onFreed={w.doubt.freed}
            />
          ) : null}
        </form>
      </Card>
      {w.settings ? <WebFlagsCard contactId={w.settings.contactId} settings={w.settings.value} /> : null}
    </div>
  );
}
