import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// What mail links carry, signed with the server's session secret (each use under its own label, so
// a value signed for one purpose is worthless for another).

function sign(secret: Uint8Array, label: string, ...parts: (string | number)[]): string {
  return createHmac('sha256', secret)
    .update([label, ...parts].join('\n'))
    .digest('base64url');
}

/** How long an unsubscribe link works after its mail is made: a copy of it (a log, a forwarded
 * mail) does not work for ever. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signature of an unsubscribe link: this player, this type, until a day. Written
 * `<day>.<mac>`, the last day it works (days since 1970, base 36) before the MAC that covers it.
 */
export function unsubscribeSignature(
  secret: Uint8Array,
  userId: number,
  type: string,
  madeAt: Date,
): string {
  const lastDay = (Math.floor(madeAt.getTime() / DAY_MS) + UNSUBSCRIBE_LINK_DAYS).toString(36);
  return `${lastDay}.${sign(secret, 'unsubscribe', userId, type, lastDay)}`;
}

/** What a link's signature says at `now`: good, signed but past its last day, or not ours. */
export function checkUnsubscribeSignature(
  secret: Uint8Array,
  userId: number,
  type: string,
  signature: string,
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const [lastDay = '', mac = '', ...rest] = signature.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,8}$/.test(lastDay)) return 'invalid';
  const expected = Buffer.from(sign(secret, 'unsubscribe', userId, type, lastDay));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.floor(now.getTime() / DAY_MS) <= parseInt(lastDay, 36) ? 'valid' : 'expired';
}

/** A random value naming one reset request (stored in its outbox row, useless without the secret). */
export function newResetNonce(): string {
  return randomBytes(18).toString('base64url');
}

/** The reset token a nonce stands for: only the server that holds the secret can make it. */
export function resetTokenOf(secret: Uint8Array, nonce: string): string {
  return sign(secret, 'password-reset', nonce);
}

/** How a token is stored: its SHA-256 (a stolen table yields no usable token). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
