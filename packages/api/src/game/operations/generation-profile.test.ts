import { getGalaxy, listSystemRarities } from '@orrery/db/galaxy';
import {
  defaultRarityConfig,
  fitRarityToGalaxy,
  generateSystem,
  parseGenerationProfile,
  summaries,
  type GenerationProfile,
} from '@orrery/procgen';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { GameError, loadGameConfig } from '../core/index.js';
import { getFullSystem } from '../systems/index.js';
import { applyRebalance, planRebalance } from '../tuning/index.js';
import { seedGalaxy } from './index.js';
import { emptyGameDb, newPlayer, T0, type GameDb, OFFER_KEY } from '../../../test/game/game-db.js';

const SEED = 'profiled';
const SIZE = 300;
let g: GameDb | undefined;
afterEach(async () => g?.cleanup());

function profileOf(input: unknown): GenerationProfile {
  const parsed = parseGenerationProfile(input);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.profile;
}

/** Many more black holes and neutron stars, and planets nearly everywhere. */
const PROFILE = profileOf({
  starKinds: { 'main-sequence': 0.8, neutron: 0.03, 'black-hole': 0.0215 },
  planetOccurrence: { 'main-sequence': 0.9, 'red-dwarf': 0.9 },
});
const galaxy = { seed: SEED, size: SIZE, generatorVersion: 2 as const, profile: PROFILE };

async function seeded(): Promise<GameDb> {
  g = await emptyGameDb();
  await seedGalaxy(g.db, galaxy, T0);
  return g;
}

describe('a galaxy seeded with a generation profile', () => {
  it('stores the profile and the systems it makes, with refitted rarity thresholds', async () => {
    const { db } = await seeded();
    const row = await getGalaxy(db);
    expect(JSON.parse(row!.generation_profile!)).toEqual(PROFILE);
    const expected = [...summaries(galaxy)];
    expect((await listSystemRarities(db)).map((r) => r.rarity_score)).toEqual(
      expected.map((s) => s.rarityScore),
    );
    const { seed, size, generatorVersion } = galaxy;
    const plain = [...summaries({ seed, size, generatorVersion })];
    expect(plain.map((s) => s.rarityScore)).not.toEqual(expected.map((s) => s.rarityScore));
    const rarity = (await loadGameConfig(db)).rarity;
    expect(rarity).toEqual(fitRarityToGalaxy(galaxy, defaultRarityConfig(2)));
    expect(rarity.thresholds).not.toEqual(defaultRarityConfig(2).thresholds);
  });

  it('serves a collected system as the profile generates it', async () => {
    const { db } = await seeded();
    const rarity = (await loadGameConfig(db)).rarity;
    const player = await register(db, newPlayer(), T0);
    const hash = await findCollectableSystem(db, player.id, T0, OFFER_KEY);
    await collectSystem(db, player.id, hash, T0, OFFER_KEY);
    const served = await getFullSystem(db, hash);
    const index = [...summaries(galaxy)].findIndex((s) => s.hash === hash);
    const detail = generateSystem(galaxy, index, rarity);
    expect(served.stars).toEqual(detail.stars);
    expect(served.planets).toEqual(detail.planets);
  });

  it('rescores with the profile when a rebalance changes the weights', async () => {
    const { db } = await seeded();
    const current = (await loadGameConfig(db)).rarity;
    const weights = { ...current.weights, moon: 0.5 };
    const plan = await planRebalance(
      db,
      { COMMON: 60, UNCOMMON: 25, RARE: 10, EPIC: 4, LEGENDARY: 1 },
      weights,
    );
    await applyRebalance(db, plan, { now: T0 });
    const rescored = [...summaries(galaxy, { rarity: { ...current, weights } })];
    expect((await listSystemRarities(db)).map((r) => r.rarity_score)).toEqual(
      rescored.map((s) => s.rarityScore),
    );
  });

  it('refuses to regenerate from a stored profile this build cannot read', async () => {
    const { db } = await seeded();
    const [first] = [...summaries(galaxy, { end: 1 })];
    await db.updateTable('galaxies').set({ generation_profile: '{"galaxy":{"arms":9}}' }).execute();
    const error = await getFullSystem(db, first!.hash).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('CONFLICT');
    expect((error as GameError).message).toMatch(/galaxy\.arms: must be a whole number/);
  });
});
