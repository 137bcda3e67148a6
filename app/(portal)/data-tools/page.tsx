import { DataTools } from "@/components/data-tools/data-tools";
import { requireUser } from "@/lib/auth/current-user";

export default async function DataToolsPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Data Tools</h1>
      <DataTools />
    </div>
  );
}
