"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { ProductDto } from "@/lib/products/list-products";
import { ProductDialog } from "./product-dialog";
import { ProductsTable } from "./products-table";

export const DELETE_FAILED = "Failed to delete product. Please try again.";

type Editing = { product: ProductDto | null } | null;

export function ProductManagement({ initialProducts }: { initialProducts: ProductDto[] }) {
  const { items: products, error, refresh } = useAdminList("/api/products", initialProducts);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch(`/api/products/${encodeURIComponent(deleting._id)}`, { method: "DELETE" });
      toast.success(`Product ${deleting.name} deleted`);
      await refresh();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Product Management"
        actions={
          <Button onClick={() => setEditing({ product: null })}>
            <Plus className="h-4 w-4" aria-hidden /> Add Product
          </Button>
        }
      />
      {failure ? (
        <Alert tone="error" title={DELETE_FAILED}>
          {failure}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">Could not refresh the products: {error.message}</Alert> : null}
      <ProductsTable products={products} onEdit={(product) => setEditing({ product })} onDelete={setDeleting} />
      {editing ? (
        <ProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            toast.success(`Product ${saved.name} saved`);
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete product?"
        description={deleting ? `${deleting.name} (${deleting._id}) will be deleted and removed from every user and company. This action cannot be undone.` : ""}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
