import { getGalaxy, setGalaxyConfig, type Db, type Galaxy } from '@orrery/db';
import {
  defaultRarityConfig,
  GENERATOR_VERSION,
  isGeneratorVersion,
  type GeneratorVersion,
  type Rarity,
  type RarityConfig,
} from '@orrery/procgen';
import { DEFAULT_ACHIEVEMENTS, type AchievementDefinition } from './achievement-catalogue.js';
import { GameError } from './errors.js';

/** Every tunable rule of the economy, in one place; stored as JSON on the galaxy row. */
export interface GameConfig {
  /** Credits paid for collecting a system, by its rarity. */
  collectionRewards: Record<Rarity, number>;
  cooldownHours: number;
  buydownCostPerHour: number;
  /** Paid (through the ledger) on registration; 0 means no row. */
  startingCredits: number;
  telescope: {
    maxLevel: number;
    /** Upgrade from level L costs round(upgradeBaseCost × upgradeCostGrowth^(L−1)). */
    upgradeBaseCost: number;
    upgradeCostGrowth: number;
    /** Range at level L is round(baseRangeLy × (1 + rangeLogFactor × log2(L))) light-years. */
    baseRangeLy: number;
    rangeLogFactor: number;
  };
  achievements: AchievementDefinition[];
  rarity: RarityConfig;
}

/** The default rules; the rarity thresholds are calibrated per generator version (newest by default). */
export function defaultGameConfig(
  generatorVersion: GeneratorVersion = GENERATOR_VERSION,
): GameConfig {
  return {
    collectionRewards: { COMMON: 50, UNCOMMON: 100, RARE: 200, EPIC: 400, LEGENDARY: 1000 },
    cooldownHours: 24,
    buydownCostPerHour: 100,
    startingCredits: 0,
    telescope: {
      maxLevel: 10,
      upgradeBaseCost: 500,
      upgradeCostGrowth: 1.8,
      baseRangeLy: 10000,
      rangeLogFactor: 0.75,
    },
    achievements: DEFAULT_ACHIEVEMENTS,
    rarity: defaultRarityConfig(generatorVersion),
  };
}

/** A galaxy row's stored config over the defaults (a key missing from the JSON keeps its default). */
export function gameConfigOf(galaxy: Galaxy | undefined): GameConfig {
  if (!galaxy) return defaultGameConfig();
  const version = galaxy.generator_version;
  const defaults = defaultGameConfig(isGeneratorVersion(version) ? version : undefined);
  const stored = JSON.parse(galaxy.config) as Partial<GameConfig>;
  return { ...defaults, ...stored, telescope: { ...defaults.telescope, ...stored.telescope } };
}

/** The galaxy's config in force (the defaults without a galaxy). */
export async function loadGameConfig(db: Db): Promise<GameConfig> {
  return gameConfigOf(await getGalaxy(db));
}

/** Replaces the given keys of the galaxy's stored config; every other stored key stays as it is. */
export async function updateGameConfig(db: Db, patch: Partial<GameConfig>): Promise<void> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  const stored = JSON.parse(galaxy.config) as Partial<GameConfig>;
  await setGalaxyConfig(db, JSON.stringify({ ...stored, ...patch }));
}

export function telescopeRange(config: GameConfig, level: number): number {
  const t = config.telescope;
  return Math.round(t.baseRangeLy * (1 + t.rangeLogFactor * Math.log2(level)));
}

/** Cost of upgrading from `level` to level + 1, or null at the top. */
export function telescopeUpgradeCost(config: GameConfig, level: number): number | null {
  const t = config.telescope;
  if (level >= t.maxLevel) return null;
  return Math.round(t.upgradeBaseCost * t.upgradeCostGrowth ** (level - 1));
}
