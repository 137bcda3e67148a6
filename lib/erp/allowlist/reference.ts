import { getBranch } from "../resources/branches";
import { listShipVias, listShipViasParams } from "../resources/ship-vias";
import { listTerms, listTermsParams } from "../resources/terms";
import { getTerritory } from "../resources/territories";
import { getErpUser } from "../resources/users";
import { none } from "./none";
import { allow } from "./types";

/** Reference data: the user's branches, a branch, a company's territory, ship vias and terms codes. */
export const referenceCalls = [
  allow({ method: "GET", path: "/Users/{userName}", params: none, run: (c, a) => getErpUser(c, a.path.userName) }),
  allow({ method: "GET", path: "/Branches/{id}", params: none, run: (c, a) => getBranch(c, a.path.id) }),
  allow({ method: "GET", path: "/Territories/{id}", params: none, run: (c, a) => getTerritory(c, a.path.id) }),
  allow({ method: "GET", path: "/ShipVias", params: listShipViasParams, run: (c, a) => listShipVias(c, a.params) }),
  allow({ method: "GET", path: "/Termslist", params: listTermsParams, run: (c, a) => listTerms(c, a.params) }),
];
