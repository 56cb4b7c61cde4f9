import type { LedgerTransaction } from '@orrery/db/economy';
import { RARITIES, type Rarity } from '@orrery/domain';
import { percentile } from './percentile.js';

// The designer's figures of a simulated run (docs/cli.md, "simulate"): pure functions of what each
// player did day by day and of the ledger rows, so the same run always gives the same figures.

const DAY_MS = 86_400_000;

/** Days the per-strategy figures are read on (those within the run). */
export const FIGURE_DAYS = [7, 30, 90] as const;
/** Tiers whose first collect is measured: that tier or better. */
export const FIRST_TIERS = ['RARE', 'EPIC', 'LEGENDARY'] as const;
export type FirstTier = (typeof FIRST_TIERS)[number];

/** One simulated player's run, as the simulation recorded it. */
export interface PlayerRun {
  id: number;
  strategy: string;
  /** Days (1-based) the player played. */
  daysAttended: number;
  /** Every collect's tier, in order. */
  collects: Rarity[];
  /** At the end of each day (index 0 = day 1), as the game's own records said. */
  endOfDay: { balance: number; collections: number; telescopeLevel: number }[];
  /** Achievement ids the player completed. */
  achievements: string[];
}

export interface Spread {
  day: number;
  p50: number;
  p90: number;
}

/**
 * Collects up to a player's first of a tier or better, over the strategy's players. A player who
 * never got one ranks above every player who did: a percentile or maximum that lands on such a
 * player is null ("not within the run"), and `never` counts them.
 */
export interface FirstCollects {
  p50: number | null;
  p95: number | null;
  max: number | null;
  never: number;
  /** The most collects any player made without one (0 when every player got one). */
  longestWithout: number;
  /**
   * The most collects in a row below the tier anywhere in any player's run (before the first one,
   * between two, or after the last): what a hard guarantee bounds.
   */
  longestRun: number;
}

export interface WeekIncome {
  week: number;
  firstDay: number;
  lastDay: number;
  /** Currency in (positive ledger rows) by ledger reason, summed over the strategy's players. */
  bySource: Record<string, number>;
  total: number;
}

export interface StrategyFigures {
  players: number;
  balance: Spread[];
  collections: Spread[];
  telescopeLevel: { day: number; p50: number }[];
  income: { total: number; bySource: Record<string, number>; weeks: WeekIncome[] };
  /** The median player's currency in per day over the run. */
  dailyIncomeP50: number;
  firstCollects: Record<FirstTier, FirstCollects>;
  achievementsNeverEarned: string[];
}

/** A player's figures at the end of `day` (the last recorded day when the galaxy ran out first). */
export const atEndOf = (run: PlayerRun, day: number) =>
  run.endOfDay[day - 1] ?? run.endOfDay.at(-1);

const rank = (tier: Rarity) => RARITIES.indexOf(tier);

/** The most collects in a row below `tier` in `collects`. */
export function longestRunBelow(collects: readonly Rarity[], tier: Rarity): number {
  let longest = 0;
  let run = 0;
  for (const t of collects) {
    run = rank(t) >= rank(tier) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Collects (1-based) up to the first of `tier` or better; null when none came. */
export function firstCollectOf(collects: readonly Rarity[], tier: Rarity): number | null {
  const index = collects.findIndex((t) => rank(t) >= rank(tier));
  return index === -1 ? null : index + 1;
}

function firstCollects(runs: readonly PlayerRun[], tier: FirstTier): FirstCollects {
  const firsts = runs.map((run) => firstCollectOf(run.collects, tier) ?? Infinity);
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    p50: runs.length === 0 ? null : finite(percentile(firsts, 50)),
    p95: runs.length === 0 ? null : finite(percentile(firsts, 95)),
    max: runs.length === 0 ? null : finite(percentile(firsts, 100)),
    never: firsts.filter((f) => f === Infinity).length,
    longestWithout: Math.max(
      0,
      ...runs.filter((_, i) => firsts[i] === Infinity).map((run) => run.collects.length),
    ),
    longestRun: Math.max(0, ...runs.map((run) => longestRunBelow(run.collects, tier))),
  };
}

const addTo = (record: Record<string, number>, key: string, amount: number) => {
  record[key] = (record[key] ?? 0) + amount;
};

/** The 1-based day of the run a ledger row falls on. */
export const dayOf = (row: Pick<LedgerTransaction, 'created_at'>, start: Date) =>
  Math.floor((Date.parse(row.created_at) - start.getTime()) / DAY_MS) + 1;

function income(rows: readonly LedgerTransaction[], start: Date, days: number) {
  const bySource: Record<string, number> = {};
  const weeks: WeekIncome[] = Array.from({ length: Math.ceil(days / 7) }, (_, i) => ({
    week: i + 1,
    firstDay: 7 * i + 1,
    lastDay: Math.min(7 * i + 7, days),
    bySource: {},
    total: 0,
  }));
  for (const row of rows) {
    if (row.amount <= 0) continue;
    addTo(bySource, row.reason, row.amount);
    const week = weeks[Math.floor((dayOf(row, start) - 1) / 7)];
    if (!week) continue;
    addTo(week.bySource, row.reason, row.amount);
    week.total += row.amount;
  }
  const total = Object.values(bySource).reduce((a, b) => a + b, 0);
  return { total, bySource, weeks };
}

/** The days a figure is read on: those of `wanted` within the run, and the last when asked. */
export function figureDays(wanted: readonly number[], days: number, withLast = false): number[] {
  const within = wanted.filter((d) => d <= days);
  return withLast && !within.includes(days) ? [...within, days] : within;
}

/** One strategy's figures from its players' runs and their ledger rows. */
export function strategyFigures(
  runs: readonly PlayerRun[],
  rows: readonly LedgerTransaction[],
  { start, days, achievementIds }: { start: Date; days: number; achievementIds: readonly string[] },
): StrategyFigures {
  const spread = (pick: (run: PlayerRun, day: number) => number) => (day: number) => {
    const values = runs.map((run) => pick(run, day));
    return { day, p50: percentile(values, 50), p90: percentile(values, 90) };
  };
  const ids = new Set(runs.map((run) => run.id));
  const own = rows.filter((row) => ids.has(row.user_id));
  const incomeOf = (id: number) =>
    own.filter((r) => r.user_id === id && r.amount > 0).reduce((sum, r) => sum + r.amount, 0);
  const earned = new Set(runs.flatMap((run) => run.achievements));
  return {
    players: runs.length,
    balance: figureDays(FIGURE_DAYS, days).map(spread((r, d) => atEndOf(r, d)?.balance ?? 0)),
    collections: figureDays(FIGURE_DAYS, days).map(
      spread((r, d) => atEndOf(r, d)?.collections ?? 0),
    ),
    telescopeLevel: figureDays([30, 90], days, true).map((day) => ({
      day,
      p50: percentile(
        runs.map((run) => atEndOf(run, day)?.telescopeLevel ?? 1),
        50,
      ),
    })),
    income: income(own, start, days),
    // Rounded to a tenth of a Ϟ: the JSON stays short and the same on every platform.
    dailyIncomeP50:
      Math.round(
        percentile(
          runs.map((run) => incomeOf(run.id) / days),
          50,
        ) * 10,
      ) / 10,
    firstCollects: Object.fromEntries(
      FIRST_TIERS.map((tier) => [tier, firstCollects(runs, tier)]),
    ) as Record<FirstTier, FirstCollects>,
    achievementsNeverEarned: achievementIds.filter((id) => !earned.has(id)),
  };
}
