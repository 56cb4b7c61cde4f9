import { createHmac } from 'node:crypto';

// The token of an address-confirmation link, signed with the server's session secret under its own
// label (as mail-signing.ts signs the others). It is the same for one account, one address and one
// window: asking again for an address within the window keeps the link already mailed working, and
// the address is mailed at most once per window (email-change.ts).

export function emailChangeTokenOf(
  secret: Uint8Array,
  userId: number,
  addressKey: string,
  window: number,
): string {
  return createHmac('sha256', secret)
    .update(['email-change', userId, addressKey, window].join('\n'))
    .digest('base64url');
}
