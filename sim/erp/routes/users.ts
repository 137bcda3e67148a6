// GET /Users and GET /Users/{id}: id is the login name, matched case-insensitively.
import type { ErpUser } from "../data/types";
import type { Router } from "../router";
import { listAndGet } from "./common";

const text = (u: ErpUser) => `${u.id} ${u.name} ${u.email} ${u.title} ${u.homeBranch}`;

export function userRoutes(router: Router) {
  listAndGet(router, "/Users", "User", (c) => c.env.users, text);
}
