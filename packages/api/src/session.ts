import { randomBytes } from 'node:crypto';
import { type Db } from '@orrery/db';
import { deleteExpiredSessions, deleteSession, insertSession } from '@orrery/db/accounts';
import { eraseSetting, getSetting } from '@orrery/db/settings';
import { SignJWT, jwtVerify } from 'jose';
import { readSecretFile, writeSecretFileOnce } from './secret-file.js';

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

/** A fresh random secret, for a server started without JWT_SECRET (it is then kept in a file). */
export function generateSessionSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Where databases made before secrets left them kept the generated one. */
const SECRET_SETTING = 'jwt_secret';

/** Thrown when no session secret can be had; its message is for the operator. */
export class SessionSecretError extends Error {
  override name = 'SessionSecretError';
}

/** Erases a secret the database still holds, from its files too: a copy of them signs nothing. */
async function dropStoredSecret(db: Db): Promise<void> {
  await eraseSetting(db, SECRET_SETTING);
}

function keyFrom(secret: string, source: string): SessionKey {
  if (secret.length < 32) {
    throw new SessionSecretError(`${source} must hold a secret of at least 32 characters.`);
  }
  return sessionKey(secret);
}

/**
 * The session secret: JWT_SECRET (`configured`) when set; else the one kept in `secretFile` (for
 * SQLite, beside the database), generated there on the first start. Never in the database, whose
 * copies (a backup, a disk snapshot) are read by more people than should sign sessions: a secret a
 * database made before this is moved to the file (written and synced first), then deleted from it.
 * Without either (PostgreSQL has no file of its own, and its servers must share one secret) it
 * throws a SessionSecretError saying what to set.
 */
export async function loadSessionKey(
  db: Db,
  configured: string | undefined,
  secretFile?: string,
): Promise<SessionKey> {
  const stored = await getSetting(db, SECRET_SETTING);
  if (configured !== undefined) {
    if (stored !== undefined) await dropStoredSecret(db);
    return sessionKey(configured);
  }
  if (secretFile === undefined) {
    throw new SessionSecretError(
      [
        'JWT_SECRET is required with DATABASE_URL: every server on one PostgreSQL must sign',
        'sessions with the same secret, and the secret is not kept in the database (a copy of it',
        'would let its reader sign sessions). Set JWT_SECRET to 32 or more random characters',
        '(e.g. `openssl rand -base64 48`).',
        ...(stored === undefined
          ? []
          : [
              'This database still holds the secret it generated: to keep players signed in, set',
              "JWT_SECRET to it (SELECT value FROM settings WHERE key = 'jwt_secret'); the server",
              'then deletes it from the database.',
            ]),
      ].join(' '),
    );
  }
  const kept =
    readSecretFile(secretFile) ??
    writeSecretFileOnce(secretFile, stored ?? generateSessionSecret());
  if (stored !== undefined) await dropStoredSecret(db);
  return keyFrom(kept, secretFile);
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
