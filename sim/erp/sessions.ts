// ERP sessions (ERP contract, sim/erp/README.md): opaque tokens that contain URL-escaped characters, sliding expiry.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

export type Session = {
  id: string;
  token: string;
  refreshToken: string;
  userId: string;
  created: Date;
  lastUsed: Date;
  expiresAt: number;
};

/** 32 random bytes in base64 always end in "=" and often hold "+" or "/": the characters clients must decode. */
const newToken = () => randomBytes(32).toString("base64");

export class SessionStore {
  private byToken = new Map<string, Session>();
  private byRefresh = new Map<string, Session>();
  private nextId = 10_000_001;

  constructor(private readonly ttlSeconds: number) {}

  get ttl() {
    return this.ttlSeconds;
  }

  open(userId: string): Session {
    const now = new Date();
    const s: Session = {
      id: String(this.nextId++),
      token: newToken(),
      refreshToken: newToken(),
      userId,
      created: now,
      lastUsed: now,
      expiresAt: now.getTime() + this.ttlSeconds * 1000,
    };
    this.byToken.set(s.token, s);
    this.byRefresh.set(s.refreshToken, s);
    return s;
  }

  /** The session a request's token names, if still valid; touching it slides its expiry. */
  touch(rawToken: string | undefined): Session | null {
    if (!rawToken) return null;
    let s = this.byToken.get(rawToken);
    if (!s && rawToken.includes("%")) {
      try {
        s = this.byToken.get(decodeURIComponent(rawToken));
      } catch {
        return null;
      }
    }
    if (!s) return null;
    const now = Date.now();
    if (now >= s.expiresAt) {
      this.close(s);
      return null;
    }
    s.lastUsed = new Date(now);
    s.expiresAt = now + this.ttlSeconds * 1000;
    return s;
  }

  refresh(refreshToken: string): Session | null {
    const old = this.byRefresh.get(refreshToken) ?? this.byRefresh.get(safeDecode(refreshToken));
    if (!old) return null;
    this.close(old);
    return this.open(old.userId);
  }

  findById(id: string): Session | undefined {
    for (const s of this.byToken.values()) if (s.id === id) return s;
    return undefined;
  }

  close(s: Session) {
    this.byToken.delete(s.token);
    this.byRefresh.delete(s.refreshToken);
  }

  clear() {
    this.byToken.clear();
    this.byRefresh.clear();
  }
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** `Authorization: SessionToken <t>` (VB, LARAVEL) or a bare `sessionToken: <t>` header (N8N). */
export function tokenFrom(headers: IncomingHttpHeaders): string | undefined {
  const auth = headers.authorization;
  if (auth) {
    const m = /^\s*(SessionToken|Bearer)\s+(.+?)\s*$/i.exec(auth);
    if (m) return m[2];
  }
  const plain = headers.sessiontoken;
  return Array.isArray(plain) ? plain[0] : plain?.trim() || undefined;
}

export function sessionJson(
  s: Session,
  user: { id: string; userName: string; type: string; roles: unknown; companies: unknown },
  ttl: number,
) {
  return {
    id: s.id,
    sessionUser: {
      id: user.id,
      userName: user.userName,
      type: user.type,
      roles: user.roles,
      companies: user.companies,
    },
    sessionToken: encodeURIComponent(s.token),
    refreshToken: encodeURIComponent(s.refreshToken),
    applicationKey: "",
    developerKey: "",
    clientDescription: "",
    deviceId: "",
    workstationId: "",
    printerLocationId: "",
    validPrinterLocationIds: [],
    creationDateTime: s.created.toISOString(),
    lastUsedDateTime: s.lastUsed.toISOString(),
    expiresIn: ttl,
  };
}
