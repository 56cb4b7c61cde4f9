import { type Db } from '@orrery/db';
import { findUserById } from '@orrery/db/accounts';
import { listUserSystems } from '@orrery/db/discoveries';
import { getGalaxy } from '@orrery/db/galaxy';
import {
  EPIC_OR_BETTER,
  heldTier,
  newcomerPity,
  pityOf,
  RARITIES,
  telescopeRange,
  tierOdds,
  type Pity,
  type TierCounts,
} from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';
import { gameConfigOf } from '../core/config.js';
import { accountGone } from '../core/errors.js';
import { offerRowOf, pityView } from './offer.js';
import type { Odds } from './offer-views.js';
import { candidatesOf, countCandidates, reachReaderOf } from '../reach/reach.js';
import { reachIndexOf } from '../reach/reach-store.js';

/** The same draw at each telescope level: only the level changes, the candidates stay. */
function oddsByLevel(config: GameConfig, counts: TierCounts, pity: Pity): Odds['levels'] {
  return Array.from({ length: config.telescope.maxLevel }, (_, i) => {
    const level = i + 1;
    const chances = tierOdds(counts, { ...pity, telescope: { ...pity.telescope!, level } });
    return {
      level,
      tiers: RARITIES.map((rarity) => ({ rarity, chance: chances[rarity] })),
      epicOrBetter: EPIC_OR_BETTER.reduce((sum, t) => sum + chances[t], 0),
    };
  });
}

/** The odds answer for these candidates and this draw state (examples.ts builds its example too). */
export function oddsView(
  config: GameConfig,
  scope: Odds['scope'],
  counts: TierCounts,
  pity: Pity,
): Odds {
  const chances = tierOdds(counts, pity);
  const held = heldTier(counts, pity);
  const { guarantees, pityThreshold, telescope } = config;
  return {
    scope,
    candidates: RARITIES.reduce((sum, t) => sum + (counts[t] ?? 0), 0),
    tiers: RARITIES.map((rarity) => ({
      rarity,
      candidates: counts[rarity] ?? 0,
      chance: chances[rarity],
    })),
    pity: scope === 'player' ? pityView(pity) : null,
    pityApplies: held !== null,
    heldTo: held,
    levels: oddsByLevel(config, counts, pity),
    rules: { pityThreshold, ...guarantees, oddsBoostPerLevel: telescope.oddsBoostPerLevel },
  };
}

/**
 * The live chance of each rarity tier for a collect, from what is undiscovered now: for a player,
 * within their telescope's reach and with their pity state and level (the very inputs of their
 * next draw); for a visitor (`userId` null), a newcomer's first collect, which may be any
 * undiscovered system, at level 1. The per-level table keeps those candidates and that state.
 */
export async function getOdds(db: Db, userId: number | null): Promise<Odds> {
  const galaxy = await getGalaxy(db);
  const config = gameConfigOf(galaxy);
  const reach = await reachReaderOf(db, galaxy && reachIndexOf(db, galaxy, config.rarity), galaxy);
  if (userId === null) {
    const counts = await reach.countUndiscovered(null);
    return oddsView(config, 'galaxy', counts, newcomerPity(config));
  }
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  const held = await listUserSystems(db, userId);
  const candidates = await candidatesOf(reach, held, telescopeRange(config, user.telescope_level));
  const row = await offerRowOf(db, userId, held.length);
  const pity = pityOf(config, row, user.telescope_level);
  return oddsView(config, 'player', await countCandidates(reach, candidates), pity);
}
