import { z } from 'zod';
import { RARITIES } from '../vocabulary/rarity.js';
import { DEFAULT_COLLECTION_REWARDS } from '../defaults/collection-rewards.js';
import { DEFAULT_ACHIEVEMENTS, achievementDefinitionSchema } from './achievements.js';
import { DEFAULT_GOALS, goalDefinitionSchema } from './goals.js';
import { DEFAULT_SINKS, sinksConfigSchema } from './sinks.js';
import { key } from './key-meta.js';
import { DEFAULT_TRADING, tradingConfigSchema } from './trading.js';
import { DEFAULT_GROWTH, growthConfigSchema } from './growth.js';

const credits = z.number().int().min(0);
const rarity = z.enum(RARITIES);

const telescopeSchema = z.object({
  maxLevel: z
    .number()
    .int()
    .min(1)
    .meta(key('level', 'Highest telescope level a player can reach')),
  /** Upgrade from level L costs round(upgradeBaseCost × upgradeCostGrowth^(L−1)). */
  upgradeBaseCost: credits.meta(key('Ϟ', 'Price of the upgrade from level 1 to 2')),
  upgradeCostGrowth: z
    .number()
    .positive()
    .meta(key('× per level', 'Each further upgrade costs this many times the one before')),
  /** Range at level L is round(baseRangeLy × (1 + rangeLogFactor × log2(L))) light-years. */
  baseRangeLy: z.number().positive().meta(key('ly', 'Telescope range at level 1')),
  rangeLogFactor: z
    .number()
    .min(0)
    .meta(key('factor', 'Range grows by this × log2(level) times the base range')),
  /** At level L each Epic (Legendary) candidate weighs 1 + b × (L − 1) in the offer's draw. */
  oddsBoostPerLevel: z.object({
    EPIC: z
      .number()
      .min(0)
      .meta(
        key(
          'weight per level',
          "Extra weight of an Epic candidate in the offer's draw, per level above 1",
        ),
      ),
    LEGENDARY: z
      .number()
      .min(0)
      .meta(
        key(
          'weight per level',
          "Extra weight of a Legendary candidate in the offer's draw, per level above 1",
        ),
      ),
  }),
});

const collectCount = z.number().int().min(1);

/** The guarantees above the Rare pity (offer-odds.ts; docs/game-rules.md, "Guarantees"). */
const guaranteesSchema = z.object({
  newcomerEpicBy: collectCount.meta(
    key('collects', "A newcomer's first Epic or better comes by this collect"),
  ),
  newcomerLegendaryBy: collectCount.meta(
    key('collects', "A newcomer's first Legendary comes by this collect"),
  ),
  legendaryHardPity: collectCount.meta(
    key('collects', 'A Legendary is certain after this many collects without one'),
  ),
  legendarySoftPityFrom: z
    .number()
    .int()
    .min(0)
    .meta(key('collects', 'From this many collects without a Legendary, its odds rise')),
});

/** Every tunable rule of the economy, in one place; stored as JSON on the galaxy row. */
export const gameConfigSchema = z.object({
  /** Credits paid for collecting a system, by its rarity. */
  collectionRewards: z
    .record(rarity, credits)
    .meta(key('Ϟ', 'Credits paid for collecting a system, by its rarity')),
  cooldownHours: z.number().positive().meta(key('h', 'Wait between two collects')),
  buydownCostPerHour: credits.meta(key('Ϟ per hour', 'Price of an hour off the cooldown')),
  /** After this many collects in a row below Rare, the next draws Rare or better (when in reach). */
  pityThreshold: z
    .number()
    .int()
    .min(1)
    .meta(key('collects', 'After this many collects below Rare, the next is Rare or better')),
  guarantees: guaranteesSchema,
  /**
   * Price of a targeted scan: collecting a system of the player's choice instead of the offer.
   * null (the default) turns the scan off: a collect then takes only the offer.
   */
  targetedScanCost: credits
    .nullable()
    .meta(key('Ϟ', 'Price of collecting a system of the player’s choice; null turns it off')),
  /** Paid (through the ledger) on registration; 0 means no row. */
  startingCredits: credits.meta(key('Ϟ', 'Credits a new player starts with')),
  telescope: telescopeSchema,
  achievements: z
    .array(achievementDefinitionSchema)
    .meta(key('list', 'The achievements: id, name, metric, target, level and reward of each')),
  /** Daily and weekly goals, each claimed once per period (goals.ts). */
  goals: z
    .array(goalDefinitionSchema)
    .meta(key('list', 'The daily and weekly goals: metric, target and reward of each')),
  /** Prices and rules of the currency sinks (sinks.ts). */
  sinks: sinksConfigSchema,
  /** Trading between societies and its limits (trading.ts). */
  trading: tradingConfigSchema,
  /** When a server grows the galaxy by itself (growth.ts). */
  growth: growthConfigSchema,
  /**
   * The daily streak's bonus (streak-days.ts): a collect that counts day N of a streak pays
   * min(maxPercent, percentPerDay × (N − 1)) percent of its reward on top.
   */
  streakBonus: z.object({
    percentPerDay: z
      .number()
      .int()
      .min(0)
      .max(100)
      .meta(key('% per day', 'Streak bonus added for each day of a streak after the first')),
    maxPercent: z.number().int().min(0).max(100).meta(key('%', 'Largest streak bonus')),
  }),
  /** procgen's RarityConfig: feature weights and the score cut-offs of each tier above COMMON. */
  rarity: z.object({
    weights: z
      .record(z.string(), z.number())
      .meta(key('points', "Each feature's weight in a system's rarity score (set by rebalance)")),
    thresholds: z
      .record(rarity.exclude(['COMMON']), z.number())
      .meta(key('score', 'Lowest rarity score of each tier above Common (set by rebalance)')),
  }),
});
export type GameConfig = z.output<typeof gameConfigSchema>;

/**
 * What a galaxy row stores: any of the keys (the rest keep their defaults), telescope and
 * guarantees, trading and growth key by key.
 */
export const storedGameConfigSchema = gameConfigSchema.partial().extend({
  telescope: telescopeSchema.partial().optional(),
  guarantees: guaranteesSchema.partial().optional(),
  trading: tradingConfigSchema.partial().optional(),
  growth: growthConfigSchema.partial().optional(),
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
    growth: DEFAULT_GROWTH,
    // +10% a day from the second day, up to +50% from the sixth (docs/game-rules.md, "Streaks").
    streakBonus: { percentPerDay: 10, maxPercent: 50 },
    rarity,
  };
}
