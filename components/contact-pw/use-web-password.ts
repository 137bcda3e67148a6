"use client";

import { useEffect, useState } from "react";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { erpProxy } from "@/lib/api-client/api-fetch";
import { newIdempotencyKey, sendWrite } from "@/lib/api-client/send-write";
import { webPasswordErrorMessage } from "@/lib/contact-pw/error-message";
import { WEB_PASSWORD_MESSAGES as MSG } from "@/lib/contact-pw/messages";
import {
  passwordFormErrors,
  requireUpdateKey,
  type PasswordForm,
  type PasswordFormErrors,
} from "@/lib/contact-pw/password-form";
import { erpPath } from "@/lib/erp/resources/erp-path";

export type WebSettings = Record<string, unknown> & { id?: string | null; updateKey?: string | null };
type Message = { tone: "success" | "error"; text: string };

const readSettings = (contactId: string) =>
  erpProxy<WebSettings>({ method: "GET", url: erpPath("Contacts", contactId.trim(), "WebSettings") });

/** Update Web Password: the form, the contact's web settings (their flags), and the update with its update key. */
export function useWebPassword(initialContactId = "") {
  const [form, setForm] = useState<PasswordForm>({ userId: "", contactId: initialContactId, password: "" });
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [settings, setSettings] = useState<{ contactId: string; value: WebSettings } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useExpiringState<Message>(SUCCESS_NOTICE_MS, (m) => m.tone === "success");
  // A new key whenever the form changes: resends of one submission are the same change, an edited form another.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const doubt = useDoubt<{ doubt: Doubt<WebSettings>; contactId: string }>();

  function set(field: keyof PasswordForm, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setIdempotencyKey(newIdempotencyKey());
  }

  /** Shows the contact's web-access flags, and its current login when User ID is still empty. */
  async function loadSettings() {
    const contactId = form.contactId.trim();
    if (!contactId || settings?.contactId === contactId) return;
    try {
      const value = await readSettings(contactId);
      setSettings({ contactId, value });
      if (value.id) setForm((f) => (f.userId.trim() ? f : { ...f, userId: String(value.id) }));
    } catch (err) {
      console.error("[Password Update Error]", err);
      setSettings(null);
      setMessage({ tone: "error", text: webPasswordErrorMessage(err, contactId) });
    }
  }

  /** The password is set: from the update's answer, or found by Check Again. */
  function updated(contactId: string, value: WebSettings) {
    doubt.clear();
    setSettings({ contactId, value });
    setForm((f) => ({ ...f, password: "" }));
    setIdempotencyKey(newIdempotencyKey());
    setMessage({ tone: "success", text: MSG.updated });
  }

  async function submit() {
    const problems = passwordFormErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length || submitting || doubt.pending) return;
    setSubmitting(true);
    setMessage(null);
    doubt.clear();
    try {
      const contactId = form.contactId.trim();
      // The update key comes from the settings as they are now (spec 2 section 5).
      const updateKey = requireUpdateKey(await readSettings(contactId));
      const answer = await sendWrite<{ settings: WebSettings }>(`/api/contact-pw/${encodeURIComponent(contactId)}`, {
        method: "PUT",
        json: { idempotencyKey, updateKey, userId: form.userId.trim(), password: form.password },
      });
      updated(contactId, answer.settings);
    } catch (err) {
      console.error("[Password Update Error]", err);
      const inDoubt = doubtOf<WebSettings>(err);
      if (inDoubt) doubt.show({ doubt: inDoubt, contactId: form.contactId.trim() });
      else setMessage({ tone: "error", text: webPasswordErrorMessage(err, form.contactId.trim()) });
    } finally {
      setSubmitting(false);
    }
  }

  useEffect(() => {
    // A link named the contact: its web access is read (an ERP call, its answer set when it comes) as if the
    // field had been left. Once, on arrival.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initialContactId) void loadSettings();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { form, set, errors, settings, loadSettings, submitting, message, submit, doubt, updated };
}
