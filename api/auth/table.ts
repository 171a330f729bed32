import type { Generated } from 'kysely';

/** sessions: one row per signed-in browser. */
export interface SessionsTable {
  /** SHA-256 of the session id; the id itself is only ever in the cookie. */
  idHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** rate_limit_hits: one attempt counted by a rate limiter (api/auth/rate-limit.ts); `at` in milliseconds since 1970. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  scope: string;
  key: string;
  at: number;
}
