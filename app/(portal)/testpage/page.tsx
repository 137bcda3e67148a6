import { CrossReferenceTest } from "@/components/cross-reference/cross-reference-test";
import { requireUser } from "@/lib/auth/current-user";

export default async function CrossReferenceTestPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Test Page</h1>
        <p className="mt-1 text-sm text-slate-600">
          Look up the cross-reference of one distributor (Ed&apos;s) product id.
        </p>
      </div>
      <CrossReferenceTest />
    </div>
  );
}
