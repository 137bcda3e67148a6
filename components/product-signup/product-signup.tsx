"use client";

import { EmbeddedCheckout, EmbeddedCheckoutProvider } from "@stripe/react-stripe-js";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Spinner } from "@/components/ui/spinner";
import { useEmbeddedCheckout } from "./use-embedded-checkout";

export type SignupProduct = { id: string; name: string; description: string; features: string[] };

function BackButton() {
  const router = useRouter();
  const back = () => (window.history.length > 1 ? router.back() : router.push("/home"));
  return (
    <Button variant="ghost" size="sm" onClick={back} className="self-start">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back
    </Button>
  );
}

function Checkout({ productId, stripeProductId }: { productId: string; stripeProductId: string | null }) {
  const { state, retry } = useEmbeddedCheckout(productId, stripeProductId);
  if (state.phase === "loading") return <Spinner label="Loading payment form…" className="py-12" />;
  if (state.phase === "failed") {
    return (
      <Alert tone="error">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    // A new key per attempt: Stripe.js allows one Embedded Checkout at a time, and the old one is destroyed on unmount.
    <EmbeddedCheckoutProvider key={state.attempt} stripe={state.stripe} options={{ clientSecret: state.clientSecret }}>
      <EmbeddedCheckout className="min-h-[480px]" />
    </EmbeddedCheckoutProvider>
  );
}

/** Product signup (spec 3): the product, then Stripe's embedded Checkout for it. */
export function ProductSignup({
  product,
  stripeProductId,
  owned,
}: {
  product: SignupProduct;
  stripeProductId: string | null;
  owned: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackButton />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Subscribe to {product.name}</h1>
        {product.description ? <p className="text-slate-600">{product.description}</p> : null}
        {product.features.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Features">
            {product.features.map((f) => (
              <li key={f}>
                <Chip tone="brand">{f}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <Card>
        {owned ? (
          <Alert tone="info">
            You already have {product.name}.{" "}
            <Link href="/home" className="font-medium underline">
              Go to Home
            </Link>
          </Alert>
        ) : (
          <Checkout productId={product.id} stripeProductId={stripeProductId} />
        )}
      </Card>
    </div>
  );
}
