import { FileComparison } from "@/components/inv-bal/file-comparison";
import { requireUser } from "@/lib/auth/current-user";

export default async function FileComparisonPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">File Comparison Tool</h1>
      <FileComparison />
    </div>
  );
}
