import { DEFAULT_ACHIEVEMENTS, type AchievementMetric } from '@orrery/domain/config';
import { GENERATOR_VERSIONS, generateSystem, summaries, type SystemSummary } from '@orrery/procgen';
import { describe, expect, it } from 'vitest';

/**
 * Every achievement that depends on what the generator makes can be earned in a galaxy of every
 * generator version: enough systems (100,000 summaries, and the bodies of the first 10,000) hold
 * what it asks for. Player-driven metrics (streaks, telescope, buydowns, counts, trades) need no
 * galaxy.
 */
const PLAYER_METRICS = new Set<AchievementMetric>([
  'systems',
  'collection-streak-days',
  'telescope-level',
  'buydowns',
  'trades',
  'gifts-given',
]);

/** Systems a metric counts, from summaries; `found` ones look at the bodies. */
const HELD: Partial<Record<AchievementMetric, (s: SystemSummary) => boolean>> = {
  'habitable-systems': (s) => s.habitable,
  'multi-star-systems': (s) => s.starCount > 1,
  'trinary-systems': (s) => s.starCount >= 3,
  'crowded-systems': (s) => s.planetCount >= 10,
  'epic-systems': (s) => s.rarity === 'EPIC' || s.rarity === 'LEGENDARY',
  'legendary-systems': (s) => s.rarity === 'LEGENDARY',
  'total-moons': (s) => s.moonCount > 0,
  'black-holes-found': (s) => s.firstStarType === 'black-hole',
  'neutron-stars-found': (s) => s.firstStarType === 'neutron',
};
const FOUND_IN_BODIES: Partial<
  Record<AchievementMetric, (s: ReturnType<typeof generateSystem>) => boolean>
> = {
  'ringed-systems-found': (s) => s.planets.some((p) => p.visibleRings !== null),
  'ocean-systems-found': (s) => s.planets.some((p) => p.type === 'ocean'),
};

describe.each(GENERATOR_VERSIONS)('achievements in a version %i galaxy', (generatorVersion) => {
  const galaxy = { seed: 'achievements', size: 100_000, generatorVersion };
  const all = [...summaries(galaxy)];
  /** How many of the first 10,000 systems' bodies show each `found` feature. */
  const foundIn = new Map<string, number>();
  for (let index = 0; index < 10_000; index++) {
    const system = generateSystem(galaxy, index);
    for (const [metric, test] of Object.entries(FOUND_IN_BODIES)) {
      if (test(system)) foundIn.set(metric, (foundIn.get(metric) ?? 0) + 1);
    }
  }

  it.each(DEFAULT_ACHIEVEMENTS.filter((a) => !PLAYER_METRICS.has(a.metric)))(
    '$name ($metric ≥ $targetValue) can be earned',
    (achievement) => {
      const { metric, targetValue } = achievement;
      const held = HELD[metric];
      const found = FOUND_IN_BODIES[metric] !== undefined;
      if (metric === 'distinct-rarities') {
        expect(new Set(all.map((s) => s.rarity)).size).toBeGreaterThanOrEqual(targetValue);
      } else if (metric === 'distinct-star-classes') {
        // Enough primaries of each of the commonest classes that a collector meets them.
        const counts = new Map<string, number>();
        for (const s of all) counts.set(s.firstStarClass, (counts.get(s.firstStarClass) ?? 0) + 1);
        const common = [...counts.values()].filter((n) => n >= 0.005 * all.length);
        expect(common.length).toBeGreaterThanOrEqual(targetValue);
      } else if (metric === 'cross-sector-trades') {
        // A swap across sectors needs a galaxy of more than one sector.
        expect(new Set(all.map((s) => s.sector)).size).toBeGreaterThanOrEqual(2);
      } else if (held) {
        // At least 20 systems per 100,000 for every system the target asks for.
        expect(all.filter(held).length).toBeGreaterThanOrEqual(20 * Math.min(targetValue, 5));
      } else if (found) {
        expect(foundIn.get(metric) ?? 0).toBeGreaterThanOrEqual(20 * targetValue);
      } else {
        throw new Error(`No check for the generated metric ${metric}: add one here`);
      }
    },
  );
});
