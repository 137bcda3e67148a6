// Every ERP resource the sim serves, registered on one router shared by all ports.
import { Router } from "../router";
import { contactRoutes } from "./contacts";
import { pricingRoutes } from "./pricing";
import { productRoutes } from "./products";
import { referenceRoutes } from "./reference";
import { salesOrderRoutes } from "./salesorders";
import { sessionRoutes } from "./sessions";
import { userDefinedRoutes } from "./userdefined";
import { userRoutes } from "./users";
import { vendorRoutes } from "./vendors";

export function buildRouter(): Router {
  const router = new Router();
  sessionRoutes(router);
  contactRoutes(router);
  userRoutes(router);
  referenceRoutes(router);
  productRoutes(router);
  pricingRoutes(router);
  vendorRoutes(router);
  userDefinedRoutes(router);
  salesOrderRoutes(router);
  return router;
}
