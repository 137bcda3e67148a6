import type { Claims } from "@/lib/auth/claims";

declare module "next-auth" {
  interface Session {
    user: Claims;
  }
  interface User {
    /** The portal session made at sign-in, and its fixed end (epoch ms). */
    sid: string;
    expiresAt: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** Id of the server-side session row; claims and the ERP token are read from the database, never kept here. */
    sid?: string;
    /** The session's absolute end (epoch seconds): the cookie is never re-issued to live past it. */
    sessionExpiresAt?: number;
  }
}
