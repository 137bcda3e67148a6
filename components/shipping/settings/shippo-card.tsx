"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import { MSG } from "@/lib/shipping/settings/messages";
import { lastTestedText } from "@/lib/shipping/settings/relative-time";
import { INVALID_TOKEN_FORMAT, isShippoTokenFormat } from "@/lib/shipping/settings/token-format";
import { autoCreateWebhook } from "./auto-create-webhook";
import type { SettingsCardProps } from "./card-props";
import { withCompany } from "./use-ship54-settings";
import { SaveMode } from "./save-mode";

const why = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Spec 3: connect a token (format rule, Validate, Test, Remove) or connect through Shippo's authorisation flow. */
export function ShippoCard({ settings, setSettings, reload, show, canManage, companyQuery }: SettingsCardProps) {
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState<"validate" | "test" | "remove" | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { connected, customerToken, accountInfo } = settings.shippo;
  const formatOk = isShippoTokenFormat(token);

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const validate = () =>
    run("validate", async () => {
      try {
        await apiFetch(withCompany("/api/ship54/shippo/validate-token", companyQuery), {
          method: "POST",
          json: { token },
        });
        setToken("");
        // A new token drops the old webhook on the server (CLARIFICATIONS 46): the card must not go on saying
        // Tracking Active from the old one while the new one is being made.
        setSettings((s) => ({ ...s, shippo: { ...s.shippo, webhook: null } }));
        show("success", MSG.validated);
        await autoCreateWebhook(await reload());
        await reload();
      } catch (err) {
        const refused = err instanceof ApiClientError && err.status === 422;
        show("error", refused ? `${MSG.validationFailed}: ${why(err)}` : `${MSG.validateFailed}: ${why(err)}`);
      }
    });

  const test = () =>
    run("test", async () => {
      try {
        await apiFetch(withCompany("/api/ship54/shippo/test-token", companyQuery), { method: "POST" });
        show("success", MSG.tested);
      } catch (err) {
        show("error", MSG.testFailed(why(err)));
      }
      await reload().catch(() => undefined);
    });

  const remove = () =>
    run("remove", async () => {
      try {
        await apiFetch(withCompany("/api/ship54/shippo/remove-token", companyQuery), { method: "DELETE" });
        setConfirmRemove(false);
        show("success", MSG.removed);
        await reload();
      } catch (err) {
        setConfirmRemove(false);
        show("error", MSG.removeFailed(why(err)));
      }
    });

  const connectHref = withCompany("/api/ship54/shippo/oauth/connect", companyQuery);
  return (
    <Card
      title="Shippo Integration"
      actions={
        <SaveMode atOnce>
          {connected ? (
            <Chip tone="brand">Connected · {customerToken?.environment === "live" ? "Live" : "Test"}</Chip>
          ) : (
            <Chip>Not connected</Chip>
          )}
        </SaveMode>
      }
    >
      <div className="flex flex-col gap-4">
        {connected ? (
          <p className="text-sm text-slate-700">
            Environment: <strong>{customerToken?.environment}</strong>
            {typeof accountInfo?.email === "string" ? <> · Account: {accountInfo.email}</> : null}
            <span className="block text-slate-500">
              Last tested: {lastTestedText(customerToken?.lastTested)}
              {customerToken?.lastTested ? null : " (press Test Connection to check the token works)"}
            </span>
          </p>
        ) : null}
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (formatOk) void validate();
          }}
        >
          {/* Required only to connect: with a token connected, a token typed here replaces it. */}
          <TextField
            label="Shippo API Token"
            required={!connected}
            type="password"
            autoComplete="off"
            placeholder="shippo_test_… or shippo_live_…"
            value={token}
            maxLength={200}
            disabled={!canManage}
            onChange={(e) => setToken(e.target.value.trim())}
            error={token && !formatOk ? INVALID_TOKEN_FORMAT : undefined}
            hint="Your token is encrypted when stored and never shown again."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!canManage || !formatOk} busy={busy === "validate"}>
              Validate Token
            </Button>
            {connected ? (
              <>
                <Button variant="secondary" disabled={!canManage} onClick={test} busy={busy === "test"}>
                  Test Connection
                </Button>
                <Button variant="danger" disabled={!canManage} onClick={() => setConfirmRemove(true)}>
                  Remove Token
                </Button>
              </>
            ) : null}
          </div>
        </form>
        {canManage ? (
          <p className="text-sm text-slate-600">
            Or{" "}
            <a href={connectHref} className="font-medium text-brand-700 underline">
              Connect with Shippo
            </a>{" "}
            and approve access on Shippo&apos;s site.
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the Shippo token?"
        description="Labels cannot be bought and tracking stops until a token is connected again."
        confirmLabel="Remove Token"
        busy={busy === "remove"}
        onConfirm={remove}
      />
    </Card>
  );
}
