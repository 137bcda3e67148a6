import type { Claims } from "@/lib/auth/claims";

declare module "next-auth" {
  interface Session {
    user: Claims;
  }
  interface User {
    claims: Claims;
    sid: string | null;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    claims?: Claims;
    /** Id of the server-side ERP session row; the ERP token itself never leaves the database. */
    sid?: string | null;
  }
}
