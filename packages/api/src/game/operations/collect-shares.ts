import {
  drawOffer,
  pityOf,
  RARITIES,
  runsAfter,
  type Rarity,
  type TierCounts,
} from '@orrery/domain';
import { seededRandom } from '@orrery/procgen';
import type { GameConfig } from '@orrery/domain/config';

/** How `collectShares` plays: players, each making `collects` collects at a telescope level. */
export interface CollectShareOptions {
  players: number;
  collects: number;
  level: number;
  /** Names the random streams: the same seed gives the same shares. */
  seed: string;
}

export const DEFAULT_COLLECT_SHARES: CollectShareOptions = {
  players: 1000,
  collects: 90,
  level: 1,
  seed: 'collect-shares',
};

/**
 * The share of each tier among the collects players make under `config`'s rules, when the
 * undiscovered systems in reach are `galaxy` (counts per tier): the offer's own draw with the Rare
 * pity, the newcomer and Legendary guarantees and the telescope, played collect by collect. The
 * reach never runs dry here (a player's collects are few against a galaxy), so the galaxy's counts
 * stand for its shares. This is what a rebalance's tier shares become in players' hands.
 */
export function collectShares(
  config: GameConfig,
  galaxy: TierCounts,
  options: CollectShareOptions = DEFAULT_COLLECT_SHARES,
): Record<Rarity, number> {
  const tally = Object.fromEntries(RARITIES.map((t) => [t, 0])) as Record<Rarity, number>;
  let total = 0;
  for (let player = 0; player < options.players; player++) {
    const random = seededRandom(`${options.seed}:${player}`);
    let runs = { belowRare: 0, belowEpic: 0, belowLegendary: 0 };
    for (let collects = 0; collects < options.collects; collects++) {
      const row = {
        collects,
        below_rare: runs.belowRare,
        below_epic: runs.belowEpic,
        below_legendary: runs.belowLegendary,
      };
      const draw = drawOffer(galaxy, pityOf(config, row, options.level), random);
      if (!draw) break; // nothing in reach: no collects to count
      tally[draw.rarity] += 1;
      total += 1;
      runs = runsAfter(runs, draw.rarity);
    }
  }
  for (const t of RARITIES) tally[t] = total > 0 ? tally[t] / total : 0;
  return tally;
}
