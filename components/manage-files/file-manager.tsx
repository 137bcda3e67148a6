"use client";

import { RefreshCw } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/field";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { baseName } from "@/lib/storage/key-names";
import type { FileEntry } from "@/lib/storage/list-files";
import type { StorageCompany } from "@/lib/storage/storage-company";
import { renamedKey, visibleFiles } from "@/lib/storage/visible-files";
import { FilesTable } from "./files-table";
import { RenameDialog } from "./rename-dialog";
import { UploadPanel } from "./upload-panel";
import { filesPath, useFiles } from "./use-files";

type Props = {
  initialFiles: FileEntry[] | null;
  /** Set for admins only: the companies whose files they may open. */
  companies: StorageCompany[] | null;
  initialCompanyId: string | null;
  maxBytes: number;
};

type Notice = { tone: "success" | "error"; text: string };

export function FileManager({ initialFiles, companies, initialCompanyId, maxBytes }: Props) {
  const isAdmin = companies !== null;
  const [companyId, setCompanyId] = useState(initialCompanyId);
  const path = filesPath(companyId, isAdmin);
  const { files, error, loading, refresh } = useFiles(path, {
    path: filesPath(initialCompanyId, isAdmin),
    files: initialFiles,
  });
  const shown = useMemo(() => visibleFiles(files), [files]);
  const names = useMemo(() => new Set(files.map((f) => baseName(f.key))), [files]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const scoped: { companyId?: string } = isAdmin && companyId ? { companyId } : {};

  const downloadHref = (key: string) => {
    const q = new URLSearchParams({ filename: key });
    if (scoped.companyId) q.set("companyId", scoped.companyId);
    return `/api/wasabi/download?${q}`;
  };

  async function rename(newName: string) {
    const oldKey = renaming as string;
    await apiFetch("/api/wasabi/rename", { json: { oldKey, newKey: renamedKey(oldKey, newName), ...scoped } });
    setRenaming(null);
    setNotice({ tone: "success", text: `Renamed ${baseName(oldKey)} to ${newName}` });
    await refresh();
  }

  async function remove() {
    const key = deleting as string;
    setDeleteBusy(true);
    try {
      await apiFetch("/api/wasabi/delete", { method: "DELETE", json: { key, ...scoped } });
      setNotice({ tone: "success", text: `Deleted ${baseName(key)}` });
    } catch (err) {
      console.error("delete failed", err);
      setNotice({ tone: "error", text: `Delete failed: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
      await refresh();
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {isAdmin ? (
        <SelectField
          label="Company"
          className="max-w-sm"
          value={companyId ?? ""}
          options={(companies ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.companyCode})` }))}
          onChange={(e) => {
            setCompanyId(e.target.value);
            setNotice(null);
          }}
        />
      ) : null}
      <Card title="Upload File">
        <UploadPanel
          companyId={isAdmin ? companyId : null}
          existingNames={names}
          maxBytes={maxBytes}
          onUploaded={(text) => {
            setNotice({ tone: "success", text });
            void refresh();
          }}
          onError={(text) => {
            console.error(text);
            setNotice({ tone: "error", text });
          }}
        />
      </Card>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {error ? <Alert tone="error">Could not load the files: {error.message}</Alert> : null}
      <Card
        title="Stored Files"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refresh()} busy={loading}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Refresh
          </Button>
        }
      >
        <FilesTable
          files={shown}
          downloadHref={downloadHref}
          onRename={setRenaming}
          onDelete={setDeleting}
          loading={loading}
        />
      </Card>
      <RenameDialog fileKey={renaming} onClose={() => setRenaming(null)} onRename={rename} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete file?"
        description={`Delete ${deleting ? baseName(deleting) : ""}? It cannot be recovered.`}
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
