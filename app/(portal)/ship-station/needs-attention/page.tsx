import { NeedsAttentionCard } from "@/components/shipping/attention/needs-attention-card";
import { NoProductPanel } from "@/components/products/no-product-panel";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { getDb } from "@/db/client";
import { pageRead } from "@/lib/api/page-read";
import { requireUser } from "@/lib/auth/current-user";
import { hasProduct } from "@/lib/products/require-product";
import { readAttentionFor } from "@/lib/shipping/attention/read-attention";
import { branchIdSchema } from "@/lib/shipping/desk/schemas";

type Props = { searchParams: Promise<{ branch?: string }> };

/** Needs Attention for the Shipment Dashboard's branch (CLARIFICATIONS 58): its count there links here. */
export default async function NeedsAttentionPage({ searchParams }: Props) {
  const user = await requireUser();
  const db = await getDb();
  if (!(await hasProduct(db, user, "ship54"))) return <NoProductPanel product="ship54" />;
  const asked = (await searchParams).branch || undefined;
  // No branch named (the sidebar, a bookmark): every branch of the company, as Shipment Tracking lists them.
  const parsed = asked === undefined ? null : branchIdSchema.safeParse(asked);
  const branch = parsed?.success ? parsed.data : null;
  const read =
    parsed && !parsed.success
      ? null
      : await pageRead("/ship-station/needs-attention", () => readAttentionFor(db, user, { branch }));
  const admin = user.userType === "admin";
  return (
    <div className="flex flex-col gap-4">
      <BackLink href="/ship-station" to="Shipment Dashboard" />
      <h1 className="text-2xl font-semibold">Needs Attention: {branch ? `branch ${branch}` : "every branch"}</h1>
      {read ? (
        <NeedsAttentionCard list={read.value} problem={read.problem} admin={admin} showCompany={admin} />
      ) : (
        <Alert tone="warning">
          {`"${asked ?? ""}" is not a branch: choose a Shipping Branch on the Shipment Dashboard, then open Needs attention.`}
        </Alert>
      )}
    </div>
  );
}
