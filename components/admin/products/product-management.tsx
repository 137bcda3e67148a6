"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { toast } from "@/components/ui/toast";
import type { ProductDto } from "@/lib/products/product-dto";
import { productColumns } from "./products-columns";

const ProductDialog = dialogOnDemand(() => import("./product-dialog").then((m) => m.ProductDialog));

export const DELETE_FAILED = "Failed to delete product. Please try again.";

type Editing = { product: ProductDto | null } | null;

export function ProductManagement({ initialProducts }: { initialProducts: ProductDto[] }) {
  const { items: products, error, refresh } = useAdminList("/api/products", initialProducts);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmedDelete<ProductDto>({
    url: (product) => `/api/products/${encodeURIComponent(product._id)}`,
    deleted: (product) => `Product ${product.name} deleted`,
    failed: (message) => message,
    onDeleted: refresh,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Product Management"
        actions={
          <Button onClick={() => setEditing({ product: null })} {...preloadOn(ProductDialog.preload)}>
            <Plus className="h-4 w-4" aria-hidden /> Add Product
          </Button>
        }
      />
      {remove.failure ? (
        <Alert tone="error" title={DELETE_FAILED}>
          {remove.failure}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">Could not refresh the products: {error.message}</Alert> : null}
      <DataTable
        label="Products"
        columns={productColumns({ onEdit: (product) => setEditing({ product }), onDelete: remove.ask, preloadEdit: ProductDialog.preload })}
        data={products}
        getRowId={(p) => p._id}
        empty="No products yet. Add one with Add Product."
      />
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
        {...remove.dialog}
        title="Delete product?"
        description={remove.target ? `${remove.target.name} (${remove.target._id}) will be deleted and removed from every user and company. This action cannot be undone.` : ""}
      />
    </div>
  );
}
