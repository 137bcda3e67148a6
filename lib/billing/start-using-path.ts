/** Spec 3: Start Using {product} goes to the Ship54 settings for ship54, otherwise Home. */
export function startUsingPath(productId: string): string {
  return productId === "ship54" ? "/ship54-settings" : "/home";
}
