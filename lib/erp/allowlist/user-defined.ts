import {
  getPriceLineCode,
  getPrintReview,
  getProductCrossReference,
  USER_DEFINED_FILES,
  userDefinedParams,
} from "../resources/user-defined";
import { allow } from "./types";

/** One entry per UserDefined file spec 2 reads: any other file is not on the list (403). */
export const userDefinedCalls = [
  allow({
    method: "GET",
    path: `/UserDefined/${USER_DEFINED_FILES.productCrossReference}`,
    params: userDefinedParams,
    run: (c, a) => getProductCrossReference(c, a.params),
  }),
  allow({
    method: "GET",
    path: `/UserDefined/${USER_DEFINED_FILES.printReview}`,
    params: userDefinedParams,
    run: (c, a) => getPrintReview(c, a.params),
  }),
  allow({
    method: "GET",
    path: `/UserDefined/${USER_DEFINED_FILES.priceLineCode}`,
    params: userDefinedParams,
    run: (c, a) => getPriceLineCode(c, a.params),
  }),
];
