import { createHmac } from 'node:crypto';

// The offer's draws are keyed with a server secret (docs/game-rules.md, "The offer"): everything
// else a draw depends on (the galaxy's seed, the player's id, the collect's number, the odds) is
// public, so without a secret a player could compute their next draw and time upgrades around it.
// Whoever holds the key (the server, an operator replaying a complaint) can still replay a draw.

/** The secret the offer's random streams are keyed with. */
export interface OfferKey {
  readonly bytes: Uint8Array;
}

/** What the key is derived for: another use of the same secret derives another key. */
const LABEL = 'offer-draw';

/** The offer key derived from a server secret (the session secret, or a simulation's own). */
export function offerKeyOf(secret: Uint8Array): OfferKey {
  return { bytes: createHmac('sha256', secret).update(LABEL).digest() };
}

/** The seed of one draw's stream: the public inputs under the key (HMAC-SHA256, hex). */
export function keyedSeed(key: OfferKey, inputs: string): string {
  return createHmac('sha256', key.bytes).update(inputs).digest('hex');
}
