import { FileManager } from "@/components/manage-files/file-manager";
import { getDb } from "@/db/client";
import { pageRead } from "@/lib/api/page-read";
import { requireUser } from "@/lib/auth/current-user";
import { getEnv } from "@/lib/env";
import { listFiles, type FileEntry } from "@/lib/storage/list-files";
import { listStorageCompanies } from "@/lib/storage/list-storage-companies";
import type { StorageCompany } from "@/lib/storage/storage-company";

export default async function FileManagerPage() {
  const user = await requireUser();
  // Admins have no company of their own: they pick whose files to open. Staff see their company's.
  const companies: StorageCompany[] | null =
    user.userType === "admin" ? await listStorageCompanies(await getDb()) : null;
  const companyId = user.companyId?._id ?? companies?.[0]?.id ?? null;
  let files: FileEntry[] | null = null;
  if (companyId) {
    // A storage outage should not take the page down: the screen loads the list again and says what failed.
    files = (await pageRead("/manage-files", () => listFiles({ companyId, companyCode: user.companyCode }))).value;
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">File Manager</h1>
      <FileManager
        initialFiles={files}
        companies={companies}
        initialCompanyId={companyId}
        maxBytes={getEnv().UPLOAD_MAX_BYTES}
      />
    </div>
  );
}
