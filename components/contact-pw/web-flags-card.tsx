import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { WEB_FLAGS, webFlags } from "@/lib/contact-pw/web-flags";
import type { WebSettings } from "./use-web-password";

/** The contact's web login and web-access flags, as the ERP holds them (read-only here). */
export function WebFlagsCard({ contactId, settings }: { contactId: string; settings: WebSettings }) {
  const flags = webFlags(settings);
  return (
    <Card title={`Web access of contact ${contactId}`}>
      <p className="mb-3 text-sm text-slate-700">
        Web login: <span className="font-mono font-medium">{settings.id ? String(settings.id) : "none yet"}</span>
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEB_FLAGS.map((f) => (
          <Checkbox key={f.key} checked={flags[f.key]} disabled onChange={() => undefined} label={f.label} />
        ))}
      </div>
    </Card>
  );
}
