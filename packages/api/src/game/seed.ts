import {
  seedSystems,
  syncAchievements,
  type Db,
  type NewSystem,
  type SeedResult,
} from '@orrery/db';
import {
  GENERATOR_VERSION,
  summaries,
  type GalaxyParams,
  type GeneratorVersion,
  type SystemSummary,
} from '@orrery/procgen';
import { defaultGameConfig, type GameConfig } from './config.js';

export interface SeedGalaxyOptions {
  /** Replace an existing galaxy: its systems and every discovery go. */
  force?: boolean;
  /** Defaults to defaultGameConfig() of the galaxy's generator version. */
  config?: GameConfig;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export function toSystemRow(s: SystemSummary): NewSystem {
  return {
    id: s.index,
    hash: s.hash,
    name: s.name,
    sector: s.sector,
    x: s.x,
    y: s.y,
    z: s.z,
    star_count: s.starCount,
    planet_count: s.planetCount,
    moon_count: s.moonCount,
    habitable: s.habitable ? 1 : 0,
    first_star_class: s.firstStarClass,
    first_star_type: s.firstStarType,
    size_class: s.sizeClass,
    card_type: s.cardType,
    rarity: s.rarity,
    rarity_score: s.rarityScore,
  };
}

/** A galaxy to seed; without a generator version it gets the newest (GENERATOR_VERSION). */
export type GalaxyToSeed = Omit<GalaxyParams, 'generatorVersion'> & {
  generatorVersion?: GeneratorVersion;
};

/**
 * Seeds (or resumes seeding) the galaxy from procgen and stores its game config and achievement
 * catalogue. The galaxy row records the generator version, which it keeps generating. Refused for an
 * existing galaxy unless `force` (see db.seedSystems); resuming needs the same seed, size and version.
 */
export async function seedGalaxy(
  db: Db,
  wanted: GalaxyToSeed,
  now: Date,
  options: SeedGalaxyOptions = {},
): Promise<SeedResult> {
  const galaxy: GalaxyParams = {
    seed: wanted.seed,
    size: wanted.size,
    generatorVersion: wanted.generatorVersion ?? GENERATOR_VERSION,
  };
  const config = options.config ?? defaultGameConfig(galaxy.generatorVersion);
  const result = await seedSystems(
    db,
    { ...galaxy, config: JSON.stringify(config) },
    function* rows(start) {
      for (const summary of summaries(galaxy, { start, rarity: config.rarity })) {
        yield toSystemRow(summary);
      }
    },
    { now, force: options.force, batchSize: options.batchSize, onProgress: options.onProgress },
  );
  await syncAchievementCatalogue(db, config);
  return result;
}

/** Stores the config's achievements as the catalogue players' progress refers to. */
export async function syncAchievementCatalogue(db: Db, config: GameConfig): Promise<void> {
  await syncAchievements(
    db,
    config.achievements.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      category: a.category,
      level: a.level,
      target_value: a.targetValue,
      reward_credits: a.rewardCredits,
    })),
  );
}
