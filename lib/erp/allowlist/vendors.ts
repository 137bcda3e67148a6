import { createVendor, getVendor, listVendors, listVendorsParams } from "../resources/vendors";
import { vendorCreateSchema } from "../schemas/vendor";
import { none } from "./none";
import { allow } from "./types";

/** Add Vendors: search pay-tos, read one, create pay-to or ship-from vendors. */
export const vendorCalls = [
  allow({ method: "GET", path: "/Vendors", params: listVendorsParams, run: (c, a) => listVendors(c, a.params) }),
  allow({ method: "GET", path: "/Vendors/{id}", params: none, run: (c, a) => getVendor(c, a.path.id) }),
  allow({
    method: "POST",
    path: "/Vendors",
    params: none,
    body: vendorCreateSchema,
    run: (c, a) => createVendor(c, a.body),
  }),
];
