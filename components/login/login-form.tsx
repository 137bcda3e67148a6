"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { loadAuthClient } from "@/lib/api-client/auth-client";
import { LOGIN_FAILED_MESSAGE, signInFailureText } from "@/lib/sign-in/messages";

/** `callbackPath`: a portal path already checked by `safeCallbackPath`, to open instead of Home. */
export function LoginForm({ callbackPath = null }: { callbackPath?: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { getSession, signIn } = await loadAuthClient();
      const result = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirect: false,
      });
      if (!result || result.error || !result.ok) {
        setError(signInFailureText(result?.error));
        return;
      }
      const session = await getSession();
      if (session?.user) window.localStorage.setItem("apiPort", String(session.user.lastPort));
      router.replace(callbackPath ?? (session?.user.userType === "admin" ? "/admin/home" : "/home"));
      router.refresh();
    } catch {
      setError(LOGIN_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    // POST: a Login pressed before the page's script runs sends the form to the page itself, never the password in
    // the address bar, the history or a proxy's log.
    <form
      method="post"
      onSubmit={onSubmit}
      onInput={() => void loadAuthClient()}
      className="flex flex-col gap-4"
      noValidate={false}
    >
      <TextField label="Username" name="email" type="text" autoComplete="username" required autoFocus />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" busy={busy} className="justify-center">
        Login
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
