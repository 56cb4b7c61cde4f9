import type { UserProfile } from './types.js';

/** The keys the spec names for client-side state (section 3). */
export const SESSION_KEYS = { token: 'jwt', user: 'user', dateFormat: 'dateFormat' } as const;

export interface StoredSession {
  token: string;
  user: UserProfile;
}

/** A session counts only when both the token and the stored user exist (docs/spec.md §4). */
export function readSession(storage: Storage): StoredSession | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const userText = storage.getItem(SESSION_KEYS.user);
  if (!token || !userText) return null;
  try {
    const user = JSON.parse(userText) as UserProfile;
    return typeof user?.username === 'string' ? { token, user } : null;
  } catch {
    return null;
  }
}

export function readToken(storage: Storage): string | null {
  return storage.getItem(SESSION_KEYS.token);
}

export function saveToken(storage: Storage, token: string): void {
  storage.setItem(SESSION_KEYS.token, token);
}

export function saveUser(storage: Storage, user: UserProfile): void {
  storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

export function clearSession(storage: Storage): void {
  storage.removeItem(SESSION_KEYS.token);
  storage.removeItem(SESSION_KEYS.user);
}
