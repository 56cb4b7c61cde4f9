import { z } from 'zod';
import { RARITIES } from '../vocabulary/rarity.js';
import { DEFAULT_COLLECTION_REWARDS } from '../collection-rewards.js';
import { DEFAULT_ACHIEVEMENTS, achievementDefinitionSchema } from './achievements.js';
import { DEFAULT_GOALS, goalDefinitionSchema } from './goals.js';
import { DEFAULT_SINKS, sinksConfigSchema } from './sinks.js';
import { DEFAULT_TRADING, tradingConfigSchema } from './trading.js';

const credits = z.number().int().min(0);
const rarity = z.enum(RARITIES);

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

/** The guarantees above the Rare pity (offer-odds.ts; docs/game-rules.md, "Guarantees"). */
const guaranteesSchema = z.object({
  newcomerEpicBy: collectCount,
  newcomerLegendaryBy: collectCount,
  legendaryHardPity: collectCount,
  legendarySoftPityFrom: z.number().int().min(0),
});

/** Every tunable rule of the economy, in one place; stored as JSON on the galaxy row. */
export const gameConfigSchema = z.object({
  /** Credits paid for collecting a system, by its rarity. */
  collectionRewards: z.record(rarity, credits),
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
  /** Daily and weekly goals, each claimed once per period (goals.ts). */
  goals: z.array(goalDefinitionSchema),
  /** Prices and rules of the currency sinks (sinks.ts). */
  sinks: sinksConfigSchema,
  /** Trading between societies and its limits (trading.ts). */
  trading: tradingConfigSchema,
  /**
   * The daily streak's bonus (streak-days.ts): a collect that counts day N of a streak pays
   * min(maxPercent, percentPerDay × (N − 1)) percent of its reward on top.
   */
  streakBonus: z.object({
    percentPerDay: z.number().int().min(0).max(100),
    maxPercent: z.number().int().min(0).max(100),
  }),
  /** procgen's RarityConfig: feature weights and the score cut-offs of each tier above COMMON. */
  rarity: z.object({
    weights: z.record(z.string(), z.number()),
    thresholds: z.record(rarity.exclude(['COMMON']), z.number()),
  }),
});
export type GameConfig = z.output<typeof gameConfigSchema>;

/**
 * What a galaxy row stores: any of the keys (the rest keep their defaults), telescope and
 * guarantees and trading key by key.
 */
export const storedGameConfigSchema = gameConfigSchema.partial().extend({
  telescope: telescopeSchema.partial().optional(),
  guarantees: guaranteesSchema.partial().optional(),
  trading: tradingConfigSchema.partial().optional(),
});
export type StoredGameConfig = z.output<typeof storedGameConfigSchema>;

/**
 * The default rules around a rarity config: the generator calibrates the rarity thresholds per
 * version (procgen's defaultRarityConfig), so the caller passes them in.
 */
export function gameConfigDefaults(rarity: GameConfig['rarity']): GameConfig {
  return {
    collectionRewards: { ...DEFAULT_COLLECTION_REWARDS },
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
    trading: DEFAULT_TRADING,
    // +10% a day from the second day, up to +50% from the sixth (docs/game-rules.md, "Streaks").
    streakBonus: { percentPerDay: 10, maxPercent: 50 },
    rarity,
  };
}
