import { getGalaxy, setGalaxyConfig, type Db, type Galaxy } from '@orrery/db';
import {
  defaultRarityConfig,
  GENERATOR_VERSION,
  isGeneratorVersion,
  type GeneratorVersion,
} from '@orrery/procgen';
import { z } from 'zod';
import { DEFAULT_ACHIEVEMENTS, achievementDefinitionSchema } from './achievement-catalogue.js';
import { raritySchema } from './body-schemas.js';
import { DEFAULT_GOALS, goalDefinitionSchema } from './goal-catalogue.js';
import { DEFAULT_SINKS, sinksConfigSchema } from './sink-catalogue.js';
import { GameError } from './errors.js';

const credits = z.number().int().min(0);

const telescopeSchema = z.object({
  maxLevel: z.number().int().min(1),
  /** Upgrade from level L costs round(upgradeBaseCost × upgradeCostGrowth^(L−1)). */
  upgradeBaseCost: credits,
  upgradeCostGrowth: z.number().positive(),
  /** Range at level L is round(baseRangeLy × (1 + rangeLogFactor × log2(L))) light-years. */
  baseRangeLy: z.number().positive(),
  rangeLogFactor: z.number().min(0),
  /** At level L each Epic (Legendary) candidate weighs 1 + b × (L − 1) in the offer's draw. */
  oddsBoostPerLevel: z.object({ EPIC: z.number().min(0), LEGENDARY: z.number().min(0) }),
});

const collectCount = z.number().int().min(1);

/** The guarantees above the Rare pity (offer-draw.ts; docs/game-rules.md, "Guarantees"). */
const guaranteesSchema = z.object({
  newcomerEpicBy: collectCount,
  newcomerLegendaryBy: collectCount,
  legendaryHardPity: collectCount,
  legendarySoftPityFrom: z.number().int().min(0),
});

/** Every tunable rule of the economy, in one place; stored as JSON on the galaxy row. */
export const gameConfigSchema = z.object({
  /** Credits paid for collecting a system, by its rarity. */
  collectionRewards: z.record(raritySchema, credits),
  cooldownHours: z.number().positive(),
  buydownCostPerHour: credits,
  /** After this many collects in a row below Rare, the next draws Rare or better (when in reach). */
  pityThreshold: z.number().int().min(1),
  guarantees: guaranteesSchema,
  /**
   * Price of a targeted scan: collecting a system of the player's choice instead of the offer.
   * null (the default) turns the scan off: a collect then takes only the offer.
   */
  targetedScanCost: credits.nullable(),
  /** Paid (through the ledger) on registration; 0 means no row. */
  startingCredits: credits,
  telescope: telescopeSchema,
  achievements: z.array(achievementDefinitionSchema),
  /** Daily and weekly goals, each claimed once per period (goal-catalogue.ts). */
  goals: z.array(goalDefinitionSchema),
  /** Prices and rules of the currency sinks (sink-catalogue.ts). */
  sinks: sinksConfigSchema,
  /**
   * The daily streak's bonus (streaks.ts): a collect that counts day N of a streak pays
   * min(maxPercent, percentPerDay × (N − 1)) percent of its reward on top.
   */
  streakBonus: z.object({
    percentPerDay: z.number().int().min(0).max(100),
    maxPercent: z.number().int().min(0).max(100),
  }),
  /** procgen's RarityConfig: feature weights and the score cut-offs of each tier above COMMON. */
  rarity: z.object({
    weights: z.record(z.string(), z.number()),
    thresholds: z.record(raritySchema.exclude(['COMMON']), z.number()),
  }),
});
export type GameConfig = z.output<typeof gameConfigSchema>;

/**
 * What a galaxy row stores: any of the keys (the rest keep their defaults), telescope and
 * guarantees key by key.
 */
const storedConfigSchema = gameConfigSchema.partial().extend({
  telescope: telescopeSchema.partial().optional(),
  guarantees: guaranteesSchema.partial().optional(),
});

/** A config the galaxy row holds that its schema refuses: the operator's to fix, not a player's. */
export class StoredConfigError extends Error {
  constructor(issues: z.ZodError) {
    super(`The galaxy's stored game config is invalid: ${z.prettifyError(issues)}`);
    this.name = 'StoredConfigError';
  }
}

function readStoredConfig(json: string): z.output<typeof storedConfigSchema> {
  const parsed = storedConfigSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new StoredConfigError(parsed.error);
  return parsed.data;
}

/** The default rules; the rarity thresholds are calibrated per generator version (newest by default). */
export function defaultGameConfig(
  generatorVersion: GeneratorVersion = GENERATOR_VERSION,
): GameConfig {
  return {
    collectionRewards: { COMMON: 50, UNCOMMON: 100, RARE: 200, EPIC: 400, LEGENDARY: 1000 },
    cooldownHours: 24,
    buydownCostPerHour: 100,
    pityThreshold: 10,
    // Hearthstone's first-10-packs and Genshin's soft 74 / hard 90 scaled to a collect a day
    // (docs/game-rules.md, "Guarantees").
    guarantees: {
      newcomerEpicBy: 7,
      newcomerLegendaryBy: 30,
      legendaryHardPity: 60,
      legendarySoftPityFrom: 45,
    },
    targetedScanCost: null,
    startingCredits: 0,
    telescope: {
      maxLevel: 10,
      // 2,500 × 1.08^(L−1): levels 1→10 cost 31,218 Ϟ in all, about 100 days of a daily
      // player's income, each level 8–14 days of it (docs/game-rules.md, "Telescope").
      upgradeBaseCost: 2500,
      upgradeCostGrowth: 1.08,
      baseRangeLy: 10000,
      rangeLogFactor: 0.75,
      // Level 10 doubles an Epic's weight and triples a Legendary's (docs/game-rules.md, "Telescope").
      oddsBoostPerLevel: { EPIC: 0.1, LEGENDARY: 0.2 },
    },
    achievements: DEFAULT_ACHIEVEMENTS,
    goals: DEFAULT_GOALS,
    sinks: DEFAULT_SINKS,
    // +10% a day from the second day, up to +50% from the sixth (docs/game-rules.md, "Streaks").
    streakBonus: { percentPerDay: 10, maxPercent: 50 },
    rarity: defaultRarityConfig(generatorVersion),
  };
}

/** The last config read, by its row's JSON and generator version: parsed once per version. */
let lastRead: { json: string; version: number; config: GameConfig } | null = null;

/**
 * A galaxy row's stored config over the defaults (a key missing from the JSON keeps its default),
 * validated: a stored value of the wrong shape fails here, not in a rule later. Callers share the
 * answer, so they must not change it.
 */
export function gameConfigOf(galaxy: Galaxy | undefined): GameConfig {
  if (!galaxy) return defaultGameConfig();
  const { config: json, generator_version: version } = galaxy;
  if (lastRead?.json === json && lastRead.version === version) return lastRead.config;
  const defaults = defaultGameConfig(isGeneratorVersion(version) ? version : undefined);
  const stored = readStoredConfig(json);
  const config = {
    ...defaults,
    ...stored,
    telescope: { ...defaults.telescope, ...stored.telescope },
    guarantees: { ...defaults.guarantees, ...stored.guarantees },
  };
  lastRead = { json, version, config };
  return config;
}

/** The galaxy's config in force (the defaults without a galaxy). */
export async function loadGameConfig(db: Db): Promise<GameConfig> {
  return gameConfigOf(await getGalaxy(db));
}

/** Replaces the given keys of the galaxy's stored config; every other stored key stays as it is. */
export async function updateGameConfig(db: Db, patch: Partial<GameConfig>): Promise<void> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  const stored = readStoredConfig(galaxy.config);
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
