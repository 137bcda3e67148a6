import { PRODUCTS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import type { ACCOUNTS } from "./session";

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

// The route table (README, Screens), by the account that may open each screen.
export const PUBLIC_SCREENS = [
  "/",
  "/invoice-tracking",
  `/invoice-tracking/${QUEUED_ORDERS.regular.fullInvoiceID}`,
  "/surcharge-calc",
];
export const STAFF_SCREENS = [
  "/home",
  "/about",
  "/contacts",
  "/contact-pw",
  "/price-validation",
  "/invoice-lookup",
  "/inv-bal",
  "/testpage",
  "/kohler-feed",
  "/price-line",
  "/data-tools",
  "/manage-files",
  "/create-product",
  "/vendor-add",
  "/ship-station",
  "/ship-station/close-out",
  "/ship-station/needs-attention?branch=TNNA",
  "/ship54-settings",
  "/admin/shipment-tracking",
  "/subscription-success",
];
export const ADMIN_SCREENS = [
  "/admin/home",
  "/admin/companies",
  "/admin/users",
  "/admin/menus",
  "/admin/products",
  "/admin/logs",
  "/admin/outbox",
  "/admin/webhook-deliveries",
  "/admin/actions-in-doubt",
];
/** Screens that need a particular record or account: the shipping desk's order, a product's record, the signup of a product. */
export const RECORD_SCREENS = {
  shipStation: `/ship-station/${QUEUED_ORDERS.regular.fullInvoiceID}`,
  productRecord: `/create-product/${PRODUCTS.perEach.id}`,
  productSignup: "/product-signup/ship54?stripeProductId=prod_E54Ship54",
};
