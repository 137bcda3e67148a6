"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failure while loading an admin page: say so and offer another try. */
export default function AdminError({ reset }: { error: Error; reset(): void }) {
  return (
    <Alert tone="error" title="This page could not be loaded.">
      <p className="mt-1">Please try again in a moment.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={reset}>
        Try again
      </Button>
    </Alert>
  );
}
