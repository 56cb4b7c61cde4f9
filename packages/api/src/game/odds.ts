import { countUndiscoveredByRarity, findUserById, listUserSystems, type Db } from '@orrery/db';
import { loadGameConfig, telescopeRange } from './config.js';
import { accountGone } from './errors.js';
import { offerRowOf, pityOf, pityView } from './offer.js';
import { pityApplies, tierOdds, TIERS, type Pity, type TierCounts } from './offer-draw.js';
import type { Odds } from './offer-views.js';
import { candidatesOf, countCandidates } from './reach.js';

function oddsView(scope: Odds['scope'], counts: TierCounts, pity: Pity | null): Odds {
  const chances = tierOdds(counts, pity ?? { belowRare: 0, threshold: Infinity });
  return {
    scope,
    candidates: TIERS.reduce((sum, t) => sum + (counts[t] ?? 0), 0),
    tiers: TIERS.map((rarity) => ({
      rarity,
      candidates: counts[rarity] ?? 0,
      chance: chances[rarity],
    })),
    pity: pity && pityView(pity),
    pityApplies: pity !== null && pityApplies(counts, pity),
  };
}

/**
 * The live chance of each rarity tier for a collect, from what is undiscovered now: for a player,
 * within their telescope's reach and with their pity state (the very inputs of their next draw);
 * for a visitor (`userId` null), a newcomer's first collect, which may be any undiscovered system.
 */
export async function getOdds(db: Db, userId: number | null): Promise<Odds> {
  if (userId === null) {
    return oddsView('galaxy', await countUndiscoveredByRarity(db, null), null);
  }
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  const config = await loadGameConfig(db);
  const held = await listUserSystems(db, userId);
  const candidates = await candidatesOf(db, held, telescopeRange(config, user.telescope_level));
  const row = await offerRowOf(db, userId, held.length);
  return oddsView('player', await countCandidates(db, candidates), pityOf(config, row));
}
