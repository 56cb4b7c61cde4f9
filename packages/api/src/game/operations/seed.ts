import { type Db } from '@orrery/db';
import { syncAchievements } from '@orrery/db/profiles';
import { seedSystems, type SeedResult, type SystemRows } from '@orrery/db/seed';
import type { GameConfig } from '@orrery/domain/config';
import {
  fitRarityToGalaxy,
  GENERATOR_VERSION,
  type GalaxyParams,
  type GeneratorVersion,
  type RarityConfig,
} from '@orrery/procgen';
import { defaultGameConfig } from '../core/config.js';
import { systemRows } from '../systems/system-rows.js';

export { systemRows, toSystemRow } from '../systems/system-rows.js';

export interface SeedGalaxyOptions {
  /** Replace an existing galaxy: its systems and every discovery go. */
  force?: boolean;
  /**
   * Defaults to defaultGameConfig() of the galaxy's generator version; with a generation profile,
   * its rarity thresholds refitted to the profile's own scores (fitRarityToGalaxy).
   */
  config?: GameConfig;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Where the rows come from; by default they are generated in this thread (systemRows). The
   * server hands in worker threads that generate the same rows while this one inserts.
   */
  generate?: GenerateRows;
}

/** The galaxy's rows from `start` on, in id order, exactly as systemRows generates them. */
export type GenerateRows = (job: {
  galaxy: GalaxyParams;
  rarity: RarityConfig;
  start: number;
}) => ReturnType<SystemRows>;

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
  if (wanted.profile) galaxy.profile = wanted.profile;
  const config = options.config ?? defaultConfigOf(galaxy);
  const { rarity } = config;
  const generate: GenerateRows =
    options.generate ?? ((job) => systemRows(job.galaxy, job.rarity, job.start));
  const result = await seedSystems(
    db,
    {
      seed: galaxy.seed,
      size: galaxy.size,
      generatorVersion: galaxy.generatorVersion,
      generationProfile: galaxy.profile ? JSON.stringify(galaxy.profile) : null,
      config: JSON.stringify(config),
    },
    (start) => generate({ galaxy, rarity, start }),
    { now, force: options.force, batchSize: options.batchSize, onProgress: options.onProgress },
  );
  await syncAchievementCatalogue(db, config);
  return result;
}

/**
 * A new galaxy's game config: the version's defaults, and for a galaxy with its own generation
 * profile, rarity thresholds refitted to that profile's scores (the defaults were calibrated on the
 * default profile, so a profile with more black holes would otherwise be mostly LEGENDARY).
 */
export function defaultConfigOf(galaxy: GalaxyParams): GameConfig {
  const config = defaultGameConfig(galaxy.generatorVersion);
  if (!galaxy.profile) return config;
  return { ...config, rarity: fitRarityToGalaxy(galaxy, config.rarity) };
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
