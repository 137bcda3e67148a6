import { getCustomer, listCustomers, listCustomersParams } from "../resources/customers";
import { none } from "./none";
import { allow } from "./types";

/** Invoice Look Up's customer search and card; a branch's ship-from address. */
export const customerCalls = [
  allow({ method: "GET", path: "/Customers", params: listCustomersParams, run: (c, a) => listCustomers(c, a.params) }),
  allow({ method: "GET", path: "/Customers/{id}", params: none, run: (c, a) => getCustomer(c, a.path.id) }),
];
