import { countOf } from '@orrery/format';
import type { Odds, Offer } from '../api/types.js';

/** What the countdowns need of the offer's pity view. */
export type GuaranteeCounts = Pick<
  Offer['pity'],
  'guaranteedWithin' | 'epicGuaranteedWithin' | 'legendaryGuaranteedWithin'
>;

/** One guarantee's countdown as the dashboard and the odds page word it. */
export interface GuaranteeLine {
  key: 'rare' | 'epic' | 'legendary';
  text: string;
}

/**
 * The nearest guarantee of each tier (docs/game-rules.md, "Guarantees"), as the server counts them:
 * "Rare or better guaranteed within 7 collects", the same for Epic or better and a Legendary.
 */
export function guaranteeLines(pity: GuaranteeCounts): GuaranteeLine[] {
  return [
    {
      key: 'rare',
      text: `Rare or better guaranteed within ${countOf(pity.guaranteedWithin, 'collect')}`,
    },
    {
      key: 'epic',
      text: `Epic or better guaranteed within ${countOf(pity.epicGuaranteedWithin, 'collect')}`,
    },
    {
      key: 'legendary',
      text: `Legendary guaranteed within ${countOf(pity.legendaryGuaranteedWithin, 'collect')}`,
    },
  ];
}

/** What holds the next draw, in words: "Legendary", "Epic or better", "Rare or better". */
export function heldText(heldTo: NonNullable<Odds['heldTo']>): string {
  return heldTo === 'LEGENDARY' ? 'Legendary' : `${heldTo === 'EPIC' ? 'Epic' : 'Rare'} or better`;
}
