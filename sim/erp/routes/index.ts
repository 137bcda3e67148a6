// Every ERP resource the sim serves, registered on one router shared by all ports.
import { Router } from "../router";
import { contactRoutes } from "./contacts";
import { sessionRoutes } from "./sessions";
import { userRoutes } from "./users";

export function buildRouter(): Router {
  const router = new Router();
  sessionRoutes(router);
  contactRoutes(router);
  userRoutes(router);
  return router;
}
