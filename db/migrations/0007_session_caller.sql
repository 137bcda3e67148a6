ALTER TABLE "sessions" ADD COLUMN "caller" json;--> statement-breakpoint
-- The caller of a session (its user and the user's company, as the claims need them), kept on the session row by
-- the database itself: the read on every request is then one row by its primary key (lib/auth/resolve-session.ts).
-- Every change to a user or company rewrites its sessions' copy in the same transaction, so it is never stale. The
-- columns the triggers watch are those session_caller reads: a column added to it is added to its trigger too.
CREATE FUNCTION "session_caller"("p_user" uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'user', json_build_object('id', u.id, 'email', u.email, 'userType', u.user_type, 'lastPort', u.last_port,
      'erpUserName', u.erp_user_name, 'products', u.products, 'roles', u.roles),
    'company', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'companyCode', c.company_code,
      'apiBaseUrl', c.api_base_url, 'apiPorts', c.api_ports) END)
  FROM "users" u LEFT JOIN "companies" c ON c.id = u.company_id
  WHERE u.id = p_user
$$;--> statement-breakpoint
CREATE FUNCTION "sessions_set_caller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.caller := session_caller(NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_caller" BEFORE INSERT OR UPDATE OF "user_id", "caller" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION sessions_set_caller();--> statement-breakpoint
CREATE FUNCTION "users_refresh_session_caller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET caller = NULL WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_caller"
  AFTER UPDATE OF "email", "user_type", "last_port", "erp_user_name", "products", "roles", "company_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_refresh_session_caller();--> statement-breakpoint
CREATE FUNCTION "companies_refresh_session_caller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" s SET caller = NULL FROM "users" u WHERE u.id = s.user_id AND u.company_id = NEW.id AND s.revoked_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_session_caller" AFTER UPDATE OF "company_code", "api_base_url", "api_ports" ON "companies"
  FOR EACH ROW EXECUTE FUNCTION companies_refresh_session_caller();--> statement-breakpoint
UPDATE "sessions" SET caller = NULL WHERE revoked_at IS NULL;
