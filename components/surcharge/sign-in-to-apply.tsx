import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { signInHref } from "@/lib/sign-in/callback-path";

/**
 * A loggedInUser link opened by a visitor who is not signed in (401): the server's message, and Sign in, which
 * comes back to this very link (its query included) once signed in. A plain <a>, not LinkButton: the Login screen
 * is a page load anyway, and next/link would add to this page's first-load JavaScript (held to the 150 kB aim).
 */
export function SignInToApply({ message, back }: { message: string; back: string }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <a href={signInHref(back)} className={cn(buttonClasses({ variant: "primary" }), "self-start")}>
        Sign in
      </a>
    </>
  );
}
