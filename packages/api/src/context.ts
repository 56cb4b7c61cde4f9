import { type Db } from '@orrery/db';
import { findSessionUser } from '@orrery/db/accounts';
import { type Galaxy } from '@orrery/db/galaxy';
import type { AttemptLimits } from './limits.js';
import { unavailableToTRPC } from './errors.js';
import { bearerToken, readSessionToken, type SessionKey } from './session.js';

/** The signed-in player a request acts for. */
export interface SessionUser {
  id: number;
  username: string;
  /** The session the request came with (logout ends it; a password change keeps only it). */
  sessionId: string;
}

/** What the procedures need beyond the request itself. */
export interface ApiConfig {
  session: SessionKey;
  /** Sign-in limits and where their counts live; none applied without it (the CLI, tests). */
  attempts?: AttemptLimits;
}

export interface Context {
  db: Db;
  /**
   * null for an anonymous request, or one whose token is invalid or expired, whose session has
   * ended (signed out, or a password change elsewhere) or whose account is gone.
   */
  user: SessionUser | null;
  /** The moment the request is handled; rules take time from here, never from the clock. */
  now: Date;
  config: ApiConfig;
  /** The client's address as the transport sees it (through trusted proxies), for limits. */
  clientAddress?: string;
  /**
   * The galaxy's row as the transport read it for the galaxy version it keeps this answer under
   * (cacheable reads): the read need not read it again. Without it, services read it themselves.
   */
  galaxy?: Galaxy;
}

/** The context from its parts: what tests hand to `createCaller`. */
export function createContextInner(context: Context): Context {
  return context;
}

/** The player a bearer token names, if the token is valid at `now` and its session still exists. */
export async function userFromAuthorization(
  db: Db,
  session: SessionKey,
  authorization: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  const token = bearerToken(authorization);
  if (token === null) return null;
  const claims = await readSessionToken(session, token, now);
  if (claims === null) return null;
  const user = await findSessionUser(db, claims.sessionId, claims.userId, now);
  return user ? { ...user, sessionId: claims.sessionId } : null;
}

/** The context of one transport request, from its Authorization header. */
export async function createRequestContext(options: {
  db: Db;
  config: ApiConfig;
  authorization: string | undefined;
  now: Date;
  clientAddress?: string;
}): Promise<Context> {
  const { db, config, authorization, now, clientAddress } = options;
  try {
    const user = await userFromAuthorization(db, config.session, authorization, now);
    return createContextInner({ db, user, now, config, clientAddress });
  } catch (error) {
    throw unavailableToTRPC(error) ?? error;
  }
}
