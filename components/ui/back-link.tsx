import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** A detail screen's way back to the screen that lists it (issue 28): "Back to {to}", above the screen's heading. */
export function BackLink({ href, to }: { href: string; to: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-600 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to {to}
    </Link>
  );
}
