"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { baseName } from "@/lib/storage/key-names";

type Props = {
  fileKey: string | null;
  onClose(): void;
  /** Resolves when renamed; rejects with the server's message (a taken name, say), shown in the dialog. */
  onRename(newName: string): Promise<void>;
};

/** Rename: a New filename field with Cancel and Rename (spec 3, File manager). */
export function RenameDialog({ fileKey, onClose, onRename }: Props) {
  return (
    <Dialog open={fileKey !== null} onOpenChange={(open) => !open && onClose()} title="Rename File">
      {/* Keyed by the file so the form starts over for each one. */}
      {fileKey ? <RenameForm key={fileKey} fileKey={fileKey} onClose={onClose} onRename={onRename} /> : null}
    </Dialog>
  );
}

function RenameForm({
  fileKey,
  onClose,
  onRename,
}: {
  fileKey: string;
  onClose(): void;
  onRename(newName: string): Promise<void>;
}) {
  const [name, setName] = useState(baseName(fileKey));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = name.trim() === baseName(fileKey);

  async function submit() {
    if (!name.trim() || unchanged) return;
    setBusy(true);
    setError(null);
    try {
      await onRename(name.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="New filename"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} disabled={!name.trim() || unchanged}>
          Rename
        </Button>
      </div>
    </form>
  );
}
