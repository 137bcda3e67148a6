"use client";

import { useCallback, useState } from "react";
import { ApiClientError, erpProxy } from "@/lib/api-client/api-fetch";
import type { Contact } from "@/lib/erp/schemas/contact";
import { CONTACT_MESSAGES } from "./messages";

type Notice = { tone: "success" | "error" | "warning"; text: string } | null;

/** Loads one contact and saves edits to it through the ERP proxy, with the updateKey it was read with. */
export function useContact() {
  const [contact, setContact] = useState<Contact | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(async (id: string) => {
    setLoading(true);
    let answer: unknown;
    try {
      answer = await erpProxy<unknown>({ method: "GET", url: `/Contacts/${encodeURIComponent(id)}` });
    } catch {
      setNotice({ tone: "error", text: CONTACT_MESSAGES.fetchFailed });
      return false;
    } finally {
      setLoading(false);
    }
    if (!answer || typeof answer !== "object" || Array.isArray(answer)) {
      setNotice({ tone: "error", text: CONTACT_MESSAGES.invalidResponse });
      return false;
    }
    setContact(answer as Contact);
    return true;
  }, []);

  const save = useCallback(
    async (updated: Contact) => {
      try {
        await erpProxy({ method: "PUT", url: `/Contacts/${encodeURIComponent(updated.id)}`, data: updated });
        setNotice({ tone: "success", text: CONTACT_MESSAGES.updated });
        await load(updated.id);
        return true;
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 409) {
          // Never overwrite someone else's save: show theirs and let the user edit again.
          await load(updated.id);
          setNotice({ tone: "warning", text: CONTACT_MESSAGES.conflict });
          return true;
        }
        console.error("Failed to update the contact.", err);
        setNotice({ tone: "error", text: CONTACT_MESSAGES.updateFailed });
        return false;
      }
    },
    [load],
  );

  const select = useCallback(
    (id: string) => {
      setNotice(null);
      void load(id);
    },
    [load],
  );

  return { contact, loading, notice, select, save, clearNotice: () => setNotice(null) };
}
