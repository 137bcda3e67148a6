import type { CompanyDto } from "@/lib/companies/company-dto";
import type { MenuRole } from "@/lib/menus/menu-options";
import type { ProductDto } from "@/lib/products/product-dto";

/** What the User Admin form chooses from: companies, products and each product's roles. */
export type UserAdminChoices = {
  companies: Pick<CompanyDto, "_id" | "name" | "companyCode">[];
  products: Pick<ProductDto, "_id" | "name">[];
  rolesByProduct: Record<string, MenuRole[]>;
};
