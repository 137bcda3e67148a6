import Link from "next/link";
import { ProductSignup } from "@/components/product-signup/product-signup";
import { Alert } from "@/components/ui/alert";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { loadSignupPage } from "@/lib/billing/load-signup-page";

type Props = {
  params: Promise<{ productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ProductSignupPage({ params, searchParams }: Props) {
  const user = await requireUser();
  const [{ productId }, search] = await Promise.all([params, searchParams]);
  const page = await loadSignupPage(await getDb(), { claims: user, productId: productId.slice(0, 64) });
  if (!page) {
    return (
      <Alert tone="error" title="Product not found">
        <Link href="/home" className="font-medium underline">
          Back to Home
        </Link>
      </Alert>
    );
  }
  const stripeProductId = typeof search.stripeProductId === "string" ? search.stripeProductId.slice(0, 255) : null;
  return <ProductSignup product={page.product} stripeProductId={stripeProductId} owned={page.owned} />;
}
