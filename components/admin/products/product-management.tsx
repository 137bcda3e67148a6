"use client";

import { AdminListScreen } from "@/components/admin/admin-list-screen";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import type { ProductDto } from "@/lib/products/product-dto";
import { productColumns } from "./products-columns";

const ProductDialog = dialogOnDemand(() => import("./product-dialog").then((m) => m.ProductDialog));

export const DELETE_FAILED = "Failed to delete product. Please try again.";

export function ProductManagement({ initialProducts }: { initialProducts: ProductDto[] }) {
  return (
    <AdminListScreen<ProductDto>
      title="Product Management"
      path="/api/products"
      initial={initialProducts}
      addLabel="Add Product"
      label="Products"
      plural="products"
      columns={productColumns}
      empty="No products yet. Add one with Add Product."
      preloadDialog={ProductDialog.preload}
      dialog={(product, done) => (
        <ProductDialog
          product={product}
          onClose={done.close}
          onSaved={(saved) => done.saved(`Product ${saved.name} saved`)}
        />
      )}
      remove={{
        title: "Delete product?",
        description: (product) =>
          `${product.name} (${product._id}) will be deleted and removed from every user and company. This action cannot be undone.`,
        deleted: (product) => `Product ${product.name} deleted`,
        failed: (message) => message,
        failureTitle: DELETE_FAILED,
      }}
    />
  );
}
