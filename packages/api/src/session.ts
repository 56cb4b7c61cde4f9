import { randomBytes } from 'node:crypto';
import {
  deleteExpiredSessions,
  deleteSession,
  getSetting,
  insertSession,
  insertSettingIfAbsent,
  type Db,
} from '@orrery/db';
import { SignJWT, jwtVerify } from 'jose';

/** How long a session token stays valid. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

/** The key that signs and verifies session tokens. */
export interface SessionKey {
  secret: Uint8Array;
  ttlSeconds: number;
}

export function sessionKey(secret: string, ttlSeconds = SESSION_TTL_SECONDS): SessionKey {
  if (secret.length < 32)
    throw new Error('The session secret must be at least 32 characters long.');
  return { secret: new TextEncoder().encode(secret), ttlSeconds };
}

/** A fresh random secret, for a server started without JWT_SECRET (it is then kept in the database). */
export function generateSessionSecret(): string {
  return randomBytes(48).toString('base64url');
}

const SECRET_SETTING = 'jwt_secret';

/**
 * The configured secret, else the one this database generated on its first start, so sessions
 * survive restarts and every server on the same database accepts the same tokens.
 */
export async function loadSessionKey(db: Db, configured: string | undefined): Promise<SessionKey> {
  if (configured !== undefined) return sessionKey(configured);
  const stored = await getSetting(db, SECRET_SETTING);
  if (stored !== undefined) return sessionKey(stored);
  await insertSettingIfAbsent(db, SECRET_SETTING, generateSessionSecret());
  // Another process may have won the race to insert; whichever secret is stored is the one.
  return sessionKey((await getSetting(db, SECRET_SETTING)) ?? '');
}

/** What a session token names: the account, and the session the server can end. */
export interface SessionClaims {
  userId: number;
  sessionId: string;
}

/** A signed bearer token naming the user and session; `now` sets its issue and expiry times. */
export async function issueSessionToken(
  key: SessionKey,
  claims: SessionClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + key.ttlSeconds)
    .sign(key.secret);
}

/**
 * What a token names, or null when it is malformed, forged, expired at `now`, or from before
 * sessions could be ended (no `sid`). Whether the session still exists is the database's to say.
 */
export async function readSessionToken(
  key: SessionKey,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/**
 * Signs the user in: a new session row (its expired ones pruned) and the token naming it. Call
 * inside the transaction of whatever else signing in changes, or on its own.
 */
export async function startSession(
  db: Db,
  key: SessionKey,
  userId: number,
  now: Date,
): Promise<string> {
  const sessionId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + key.ttlSeconds * 1000);
  await deleteExpiredSessions(db, userId, now);
  await insertSession(db, {
    id: sessionId,
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return issueSessionToken(key, { userId, sessionId }, now);
}

/** Signs out: the session ends on the server, so its token no longer works anywhere. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
