import type { Insertable, Selectable } from 'kysely';

/**
 * Per player, what the next collect yields (docs/game-rules.md, "The offer"): the server draws it
 * once per cooldown cycle and keeps it here, so that asking again cannot draw again.
 */
export interface CollectOffersTable {
  user_id: number;
  /** Collects made so far; the offer is for collect number `collects + 1` (and seeds its draw). */
  collects: number;
  /** Collects in a row below Rare, for the pity rule. */
  below_rare: number;
  /** Collects in a row below Epic, and without Legendary, for the guarantees above Rare. */
  below_epic: number;
  below_legendary: number;
  /** The system drawn for the next collect; null until drawn (or when its system is gone). */
  system_id: number | null;
  drawn_at: string | null;
  /** Draws made for the next collect: another draws when another player took the drawn system. */
  draws: number;
}

export type CollectOffer = Selectable<CollectOffersTable>;
export type NewCollectOffer = Insertable<CollectOffersTable>;
