import { redirect } from "next/navigation";
import { LoginForm } from "@/components/login/login-form";
import { currentAuth } from "@/lib/auth/current-user";
import { safeCallbackPath } from "@/lib/sign-in/callback-path";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** next-auth's sign-in page; `?callbackUrl=` (a path of the portal only) is where a public page's Sign in returns. */
export default async function LoginPage({ searchParams }: Props) {
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl);
  // A live session goes on (back to the link, or its Home); an ended one (signed out elsewhere, deleted) sees the form.
  const auth = await currentAuth();
  if (auth) redirect(callbackPath ?? (auth.claims.userType === "admin" ? "/admin/home" : "/home"));
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 to-brand-600 px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">
        <h1 className="text-2xl font-semibold text-slate-900">E54 Portal</h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">Sign in with your email and Eclipse password.</p>
        <LoginForm callbackPath={callbackPath} />
      </div>
    </main>
  );
}
