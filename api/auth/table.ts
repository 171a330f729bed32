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
