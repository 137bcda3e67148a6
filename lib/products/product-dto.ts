import type { Product } from "@/db/schema";

/** The product as the API and the client know it (spec 1 section 3): its code is `_id`. */
export function toProductDto(p: Product) {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    longDescription: p.longDescription,
    features: p.features,
    stripeProductId: p.stripeProductId,
    roles: p.roles ?? undefined,
  };
}
export type ProductDto = ReturnType<typeof toProductDto>;
