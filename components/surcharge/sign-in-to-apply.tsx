import { Alert } from "@/components/ui/alert";
import { signInHref } from "@/lib/sign-in/callback-path";

/**
 * A loggedInUser link opened by a visitor who is not signed in (401): the server's message, and Sign in, which
 * comes back to this very link (its query included) once signed in. A plain link: the Login screen is a page load
 * anyway, and next/link would add to this page's first-load JavaScript (held to the 150 kB aim).
 */
export function SignInToApply({ message, back }: { message: string; back: string }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <a
        href={signInHref(back)}
        className="inline-flex h-10 items-center self-start rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        Sign in
      </a>
    </>
  );
}
