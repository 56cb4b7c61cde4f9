import { countSystemsBy, getGalaxy, listSystemRarities } from '@orrery/db/galaxy';
import { RARITIES } from '@orrery/domain';
import { GENERATOR_VERSION, GENERATOR_VERSIONS, rarityFromScore, summaries } from '@orrery/procgen';

/** A version no build of this one generates: one past the newest it knows. */
const UNKNOWN_VERSION = Math.max(...GENERATOR_VERSIONS) + 1;
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameError, loadGameConfig, updateGameConfig } from '../core/index.js';
import { applyRebalance, planRebalance, configHistory } from './index.js';
import { seededGameDb, T0, type GameDb } from '../../../test/game/game-db.js';

const SIZE = 1000;
const TARGET = { COMMON: 50, UNCOMMON: 30, RARE: 12, EPIC: 6, LEGENDARY: 2 };

/** What a rebalance may change: every system's rarity and score, and the stored config. */
const stored = async (g: GameDb) => ({
  rarities: await listSystemRarities(g.db),
  config: (await getGalaxy(g.db))?.config,
});

describe('rebalance', () => {
  let g: GameDb;
  beforeEach(async () => {
    g = await seededGameDb(SIZE, 'rebalance');
  });
  afterEach(async () => g.cleanup());

  it('plans thresholds that reach the target, and writes nothing', async () => {
    const before = await stored(g);
    const plan = await planRebalance(g.db, TARGET);
    expect(plan.systems).toBe(SIZE);
    expect(plan.before).toEqual((await loadGameConfig(g.db)).rarity);
    expect(plan.after.weights).toEqual(plan.before.weights);
    expect(plan.countsBefore).toEqual({
      ...Object.fromEntries(RARITIES.map((tier) => [tier, 0])),
      ...(await countSystemsBy(g.db, 'rarity')),
    });
    for (const tier of RARITIES) {
      expect(Math.abs((plan.countsAfter[tier] / SIZE) * 100 - TARGET[tier]), tier).toBeLessThan(2);
    }
    expect(plan.changes.length).toBeGreaterThan(0);
    expect(await stored(g)).toEqual(before);
  });

  it('applies the plan: every changed rarity and the rarity config, other settings kept', async () => {
    await updateGameConfig(g.db, { cooldownHours: 12 });
    const plan = await planRebalance(g.db, TARGET);
    await applyRebalance(g.db, plan, { now: T0 });
    const config = await loadGameConfig(g.db);
    expect(config.rarity).toEqual(plan.after);
    expect(config.cooldownHours).toBe(12);
    const rows = await listSystemRarities(g.db);
    for (const row of rows) {
      expect(row.rarity).toBe(rarityFromScore(row.rarity_score, plan.after.thresholds));
    }
    expect(await countSystemsBy(g.db, 'rarity')).toEqual(plan.countsAfter);
    // Through the config's audited path: one history row, the changed cut-offs in it.
    const [change, ...older] = await configHistory(g.db);
    expect(older).toEqual([]);
    expect(change).toMatchObject({ source: 'rebalance', changedAt: T0.toISOString() });
    expect(change!.changes.map((c) => c.key)).toContain('rarity.thresholds.EPIC');
  });

  it('is all or nothing: when the config cannot be stored, no system changes', async () => {
    const plan = await planRebalance(g.db, TARGET);
    expect(plan.changes.length).toBeGreaterThan(0);
    const before = await listSystemRarities(g.db);
    // Without its galaxy row the game config has nowhere to go: the store fails after the systems.
    await g.db.deleteFrom('galaxies').execute();
    const error = await applyRebalance(g.db, plan, { now: T0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('NOT_FOUND');
    expect(await listSystemRarities(g.db)).toEqual(before);
  });

  it('with new weights regenerates every score with them', async () => {
    const current = (await loadGameConfig(g.db)).rarity;
    const weights = { ...current.weights, planet: 1, moon: 0.5 };
    const plan = await planRebalance(g.db, TARGET, weights);
    expect(plan.after.weights).toEqual(weights);
    const expected = new Map(
      [
        ...summaries(
          { seed: 'rebalance', size: SIZE, generatorVersion: GENERATOR_VERSION },
          { rarity: { ...current, weights } },
        ),
      ].map((s) => [s.index, s.rarityScore]),
    );
    await applyRebalance(g.db, plan, { now: T0 });
    for (const row of await listSystemRarities(g.db)) {
      expect(row.rarity_score).toBe(expected.get(row.id));
    }
  });

  it('refuses new weights for a galaxy of a generator version this build does not know', async () => {
    await g.db.updateTable('galaxies').set({ generator_version: UNKNOWN_VERSION }).execute();
    const current = (await loadGameConfig(g.db)).rarity;
    const error = await planRebalance(g.db, TARGET, { ...current.weights, moon: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).message).toBe(
      `The galaxy was seeded by generator v${UNKNOWN_VERSION}; this build generates v${GENERATOR_VERSIONS.join(' and v')}. Run a build that knows v${UNKNOWN_VERSION}, or reseed.`,
    );
    // The same weights recut the stored scores: no generator involved, so allowed.
    await expect(planRebalance(g.db, TARGET)).resolves.toMatchObject({ systems: SIZE });
  });
});
