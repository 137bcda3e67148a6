"use client";

import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { MAX_LOGO_URL_LENGTH, MAX_REPLY_TO_LENGTH, REPLY_TO_NEEDED } from "@/lib/shipping/mails/mail-settings";
import type { SettingsCardProps } from "./card-props";
import { problemAt } from "./save-problems";
import { SaveMode } from "./save-mode";

/** A switch with its name and what it does beside it (the name is the switch's accessible name). */
function SwitchRow(props: {
  checked: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
  label: string;
  hint: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Switch
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
      />
      <span>
        <span id={`${id}-label`} className="font-medium">
          {props.label}
        </span>
        <span id={`${id}-hint`} className="block text-slate-600">
          {props.hint}
        </span>
      </span>
    </div>
  );
}

/**
 * Customer Mails (issue 29 point 3): mail the order's ship-to when a label is bought, and when it is delivered, with
 * the company's reply-to address and logo. Saved with Save Settings; the server checks the same rules.
 */
export function CustomerMailsCard({ settings, setSettings, canManage, problems }: SettingsCardProps) {
  const mails = settings.customerMails;
  const setMails = (patch: Partial<typeof mails>) =>
    setSettings((s) => ({ ...s, customerMails: { ...s.customerMails, ...patch } }));
  const replyMissing = mails.enabled && !mails.replyTo?.trim();

  return (
    <Card title="Customer Mails" actions={<SaveMode atOnce={false} />}>
      <div className="flex flex-col gap-4 text-sm">
        <SwitchRow
          label="Email customers when their order ships"
          hint={`When a label is bought, the order's ship-to email at the ERP gets "Your order … has shipped" with the carrier, tracking number and tracking link.`}
          checked={mails.enabled}
          disabled={!canManage}
          onChange={(on) => setMails({ enabled: on })}
        />
        <TextField
          label="Reply-to address"
          type="email"
          hint="Where customers' answers go."
          error={replyMissing ? REPLY_TO_NEEDED : problemAt(problems, "customerMails.replyTo")}
          value={mails.replyTo ?? ""}
          maxLength={MAX_REPLY_TO_LENGTH}
          disabled={!canManage}
          className="max-w-md"
          onChange={(e) => setMails({ replyTo: e.target.value })}
        />
        <TextField
          label="Logo address"
          type="url"
          hint="An https:// address of your company's logo, shown at the top of the mail (without one, your company's name is)."
          error={problemAt(problems, "customerMails.logoUrl")}
          value={mails.logoUrl ?? ""}
          maxLength={MAX_LOGO_URL_LENGTH}
          disabled={!canManage}
          className="max-w-md"
          onChange={(e) => setMails({ logoUrl: e.target.value })}
        />
        <SwitchRow
          label="Also email when delivered"
          hint="When the carrier reports the package delivered, the same address gets a Delivered mail."
          checked={mails.delivered}
          disabled={!canManage || !mails.enabled}
          onChange={(on) => setMails({ delivered: on })}
        />
      </div>
    </Card>
  );
}
