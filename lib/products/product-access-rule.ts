// Import-free: the sidebar, Home, the pages and the routes read one rule (issue 37 item 11).

/**
 * The screens of a catalog product (a product of Home's cards that a user signs up for): opening them needs that
 * product, whatever menu names them. Ship54 is the shipping desk, its settings and its tracking.
 */
const SCREENS_OF_PRODUCT: Record<string, readonly string[]> = {
  ship54: ["/ship-station", "/ship54-settings", "/admin/shipment-tracking"],
};

/** The catalog product a screen (an address, any query left off) belongs to, or null for the portal's own tools. */
export function productOfScreen(path: string): string | null {
  const bare = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, "");
  for (const [product, roots] of Object.entries(SCREENS_OF_PRODUCT))
    if (roots.some((root) => bare === root || bare.startsWith(`${root}/`))) return product;
  return null;
}

/** What the rule reads: who the user is, the products they own (Home's Authorized Products), and their company's. */
export type ProductAccess = { admin: boolean; userProducts: readonly string[]; companyProducts: readonly string[] };

/**
 * The one rule of who may use a catalog product's screens: an administrator (every company's), or a user who owns the
 * product (what Home says they have) in a company that has it. Home, the sidebar, the palette, the pages and the
 * routes all ask this, so no screen opens that Home says the user does not have.
 */
export function mayUseProduct(access: ProductAccess, product: string): boolean {
  if (access.admin) return true;
  return access.userProducts.includes(product) && access.companyProducts.includes(product);
}

/** Whether the user may open this screen: the portal's own tools are the menus' business (their roles). */
export function mayOpenScreen(access: ProductAccess, path: string): boolean {
  const product = productOfScreen(path);
  return product === null || mayUseProduct(access, product);
}

const PRODUCT_NAMES: Record<string, string> = { ship54: "Ship54" };

/** A catalog product's name as its Home card reads. */
export const productName = (product: string) => PRODUCT_NAMES[product] ?? product;

/** The refusal a screen shows and a route answers (403) to a user without the product. */
export const noProductMessage = (name: string) =>
  `Your account does not include ${name}. Home shows the products you have, and how to sign up for one.`;
