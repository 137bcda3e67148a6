"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * A signed-in screen that failed while loading: say so, offer another try and a way home. The server logged the
 * cause; the browser gets only Next's digest, kept in the console for a support request.
 */
export default function PortalError({ error, reset }: { error: Error & { digest?: string }; reset(): void }) {
  useEffect(() => console.error("Screen failed to load", error.digest ?? error.message), [error]);
  return (
    <Alert tone="error" title="This page could not be loaded.">
      <p className="mt-1">Please try again in a moment.</p>
      <div className="mt-3 flex items-center gap-4">
        <Button variant="secondary" size="sm" onClick={reset}>
          Try again
        </Button>
        <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
          Back to Home
        </Link>
      </div>
    </Alert>
  );
}
