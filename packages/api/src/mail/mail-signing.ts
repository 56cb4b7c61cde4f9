import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// What mail links carry, signed with the server's session secret (each use under its own label, so
// a value signed for one purpose is worthless for another).

function sign(secret: Uint8Array, label: string, ...parts: (string | number)[]): string {
  return createHmac('sha256', secret)
    .update([label, ...parts].join('\n'))
    .digest('base64url');
}

/** The signature of an unsubscribe link: this player, this type. */
export function unsubscribeSignature(secret: Uint8Array, userId: number, type: string): string {
  return sign(secret, 'unsubscribe', userId, type);
}

export function isUnsubscribeSignature(
  secret: Uint8Array,
  userId: number,
  type: string,
  signature: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId, type));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
