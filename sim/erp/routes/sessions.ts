// POST /Sessions (sign-in), DELETE /Sessions/{id} (sign-out), POST /SessionRefresh.
import { ErpError, badRequest, requireRecord } from "../http";
import type { Router } from "../router";
import { sessionJson } from "../sessions";

export function sessionRoutes(router: Router) {
  router.post(
    "/Sessions",
    ({ env, body }) => {
      const b = requireRecord(body);
      if (typeof b.username !== "string" || typeof b.password !== "string")
        throw badRequest("username and password are required");
      const user = env.users.get(b.username);
      const expected = env.seed.userPasswords.get(user?.id ?? "");
      if (!user || user.inactive || expected === undefined || expected !== b.password) {
        throw new ErpError(401, "Invalid username or password");
      }
      return sessionJson(env.sessions.open(user.id), user, env.sessions.ttl);
    },
    { isPublic: true },
  );

  router.post(
    "/SessionRefresh",
    ({ env, body }) => {
      const b = requireRecord(body);
      const s = typeof b.refreshToken === "string" ? env.sessions.refresh(b.refreshToken) : null;
      if (!s) throw new ErpError(401, "Session expired or invalid");
      return sessionJson(s, env.users.get(s.userId)!, env.sessions.ttl);
    },
    { isPublic: true },
  );

  router.delete("/Sessions/:id", ({ env, params }) => {
    const s = env.sessions.findById(params.id);
    if (!s) throw new ErpError(404, `Session ${params.id} was not found`);
    env.sessions.close(s);
    return { message: "Session deleted" };
  });
}
