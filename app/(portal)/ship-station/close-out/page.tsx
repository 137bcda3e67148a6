import { CloseOutScreen } from "@/components/shipping/close-out/close-out-screen";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { branchIdSchema } from "@/lib/shipping/desk/schemas";
import { NoProductPanel } from "@/components/products/no-product-panel";
import { hasProduct } from "@/lib/products/require-product";

type Props = { searchParams: Promise<{ branch?: string }> };

/** Close Out (issue 29 point 2): the branch's day by carrier, the printable manifest and the carriers' SCAN forms. */
export default async function CloseOutPage({ searchParams }: Props) {
  const user = await requireUser();
  if (!(await hasProduct(await getDb(), user, "ship54"))) return <NoProductPanel product="ship54" />;
  const parsed = branchIdSchema.safeParse((await searchParams).branch ?? "");
  return <CloseOutScreen branch={parsed.success ? parsed.data : null} />;
}
