import { randomBytes } from 'node:crypto';
import { getSetting, type Db } from '@orrery/db';
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
  await db
    .insertInto('settings')
    .values({ key: SECRET_SETTING, value: generateSessionSecret() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  // Another process may have won the race to insert; whichever secret is stored is the one.
  return sessionKey((await getSetting(db, SECRET_SETTING)) ?? '');
}

/** A signed bearer token naming the user; `now` sets its issue and expiry times. */
export async function issueSessionToken(
  key: SessionKey,
  userId: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + key.ttlSeconds)
    .sign(key.secret);
}

/** The user id a token names, or null when it is malformed, forged or expired at `now`. */
export async function readSessionToken(
  key: SessionKey,
  token: string,
  now: Date,
): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
