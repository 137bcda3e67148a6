import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import type { SubscriptionSession } from "@/lib/billing/get-subscription-session";
import { startUsingPath } from "@/lib/billing/start-using-path";

const linkButton = "inline-flex h-10 items-center rounded-md px-4 text-sm font-medium";

/** Subscription success (spec 3): the three texts and the two buttons, once the checkout is paid. */
export function SubscriptionSuccess({ session }: { session: SubscriptionSession }) {
  const { product } = session;
  if (session.status !== "complete") {
    return (
      <Alert tone="warning" title="This checkout has not been completed.">
        <Link href={`/product-signup/${encodeURIComponent(product._id)}`} className="font-medium underline">
          Back to {product.name}
        </Link>
      </Alert>
    );
  }
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
      <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">Subscription Successful</h1>
      <p className="text-lg text-slate-700">Welcome to {product.name}</p>
      {session.accessGranted ? (
        <Chip size="sm">Access Granted</Chip>
      ) : (
        <p className="text-sm text-slate-600">Your access is being set up. Reload this page in a moment.</p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link
          href="/home"
          className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Go to Dashboard
        </Link>
        <Link href={startUsingPath(product._id)} className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}>
          Start Using {product.name}
        </Link>
      </div>
    </Card>
  );
}
