// Session rows behind the tokens (migration 0011): a login opens one, a logout or a password
// change or reset revokes them, 30 minutes without a call end them (migration 0039: the web
// client's inactivity limit, kept by the server too), and every authenticated request asks — in
// one indexed query — whether its session is still live and its user still exists and is active.
import { randomUUID } from 'node:crypto';
import { INACTIVITY_LIMIT_MS } from '../../machines/session/session.types.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import type { Role, TokenClaims, Tokens, Viewer } from './tokens.ts';

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset';

/** Ended sessions are kept this long (for the record), then removed at the user's next login. */
const KEEP_ENDED_MS = 30 * 86_400_000;

/**
 * Opens a session for a user who just proved who they are with the password whose hash is
 * `proof.passwordHash`, and signs its token. The row is written only while that is still the
 * user's password and the user is active: `FOR SHARE` waits for a password change or reset in
 * flight and then sees its new hash, so no session opened with the old password outlives it.
 */
export async function openSession(
  db: Queryable,
  tokens: Tokens,
  viewer: Viewer,
  now: Date,
  proof: { passwordHash: string },
): Promise<{ token: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  // Whole seconds, as in the token's `exp`.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + tokens.ttlSeconds * 1000);
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1 AND (expires_at < $2 OR revoked_at < $2)`,
    [viewer.userId, new Date(now.getTime() - KEEP_ENDED_MS)],
  );
  const opened = await db.query(
    `INSERT INTO sessions (id, user_id, created_at, expires_at)
     SELECT $1, id, $3, $4 FROM users
      WHERE id = $2 AND password_hash = $5 AND active
        FOR SHARE
     RETURNING id`,
    [sessionId, viewer.userId, now, expiresAt, proof.passwordHash],
  );
  if (opened.length === 0) {
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Email or password does not match');
  }
  const token = await tokens.sign({ viewer, sessionId, issuedAt, expiresAt });
  return { token, expiresAt };
}

/** How stale a session's last call may be written: at most one write a minute per session. */
const LAST_SEEN_STEP_MS = 60_000;

/**
 * The viewer of a token's claims when its session is live — neither revoked nor expired, and
 * called within the inactivity limit — and its user exists and is active; null otherwise. Role
 * and kind come from the database, so a change counts at the next request. The call is the
 * session's last (written when the last one written is a minute old).
 */
export async function liveViewer(
  db: Queryable,
  claims: TokenClaims,
  now: Date,
): Promise<Viewer | null> {
  const [row] = await db.query<{ role: Role; is_personal: boolean; stale: boolean }>(
    `SELECT u.role, u.is_personal, coalesce(s.last_seen_at, s.created_at) < $5 AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3
        AND coalesce(s.last_seen_at, s.created_at) > $4 AND u.active`,
    [
      claims.sessionId,
      claims.userId,
      now,
      new Date(now.getTime() - INACTIVITY_LIMIT_MS),
      new Date(now.getTime() - LAST_SEEN_STEP_MS),
    ],
  );
  if (!row) return null;
  if (row.stale) {
    await db.query(
      `UPDATE sessions SET last_seen_at = $2
        WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < $2)`,
      [claims.sessionId, now],
    );
  }
  return { userId: claims.userId, role: row.role, isPersonal: row.is_personal };
}

/** Ends one session; ending an ended one changes nothing. */
export async function revokeSession(
  db: Queryable,
  session: { sessionId: string; userId: string },
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = $4
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [session.sessionId, session.userId, now, reason],
  );
}

/** Ends every live session of a user but `keepSessionId` (the one that asked, if any). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: RevokeReason,
  now: Date,
  keepSessionId: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [userId, now, reason, keepSessionId],
  );
}

/**
 * Logout: ends the session a token of ours names, if it is still live. A token already logged
 * out, expired or not ours ends nothing, and the caller is told the same: they are logged out.
 */
export async function logout(
  db: Queryable,
  tokens: Tokens,
  token: string | null,
  now: Date,
): Promise<void> {
  const claims = token ? await tokens.verify(token) : null;
  if (claims) await revokeSession(db, claims, 'logout', now);
}
