import type { LedgerTransaction } from '@orrery/db/economy';
import { percentile } from './percentile.js';
import {
  atEndOf,
  dayOf,
  firstCollectOf,
  type PlayerRun,
  type StrategyFigures,
} from './simulate-figures.js';

// The economy's goals, read off a simulated run (docs/game-rules.md, "Simulation"):
// each says whether it holds, with the figures it was decided on; null when the run is too short
// to tell (fewer days than the goal reads).

/** "Every player has an Epic within 20 collections and a Legendary within 60." */
export const GUARANTEE_GOALS = { EPIC: 20, LEGENDARY: 60 } as const;

export interface EconomyGoals {
  /** Per tier: the players who made that many collects without one (none: the goal holds). */
  guarantees: Record<
    keyof typeof GUARANTEE_GOALS,
    { within: number; players: number; holds: boolean }
  >;
  /** Per spending strategy: median balance on day 90 (or the last day) under 10 days of income. */
  balances: Record<
    string,
    { day: number; balanceP50: number; dailyIncomeP50: number; holds: boolean }
  >;
  /** Goal income per player-day on days 31–90 at least half of days 8–30 (all players). */
  goalIncome: { days8to30: number; days31to90: number; holds: boolean } | null;
  /** The median upgrader at the top telescope level by day 120 (or the last day). */
  upgraderAtTop: { day: number; p50: number; maxLevel: number; holds: boolean } | null;
}

/** Whether a player broke the guarantee: `within` collects passed without the tier. */
function broke(run: PlayerRun, tier: keyof typeof GUARANTEE_GOALS): boolean {
  const within = GUARANTEE_GOALS[tier];
  const first = firstCollectOf(run.collects, tier);
  return first === null ? run.collects.length >= within : first > within;
}

/** Goal income per player-day over days first..last, or 0 for no days. */
function goalIncomePerDay(
  rows: readonly LedgerTransaction[],
  start: Date,
  first: number,
  last: number,
  players: number,
) {
  const total = rows
    .filter((row) => row.reason === 'goal' && row.amount > 0)
    .filter((row) => dayOf(row, start) >= first && dayOf(row, start) <= last)
    .reduce((sum, row) => sum + row.amount, 0);
  return players === 0 || last < first ? 0 : total / players / (last - first + 1);
}

export function economyGoals(
  runs: readonly PlayerRun[],
  rows: readonly LedgerTransaction[],
  figures: Record<string, StrategyFigures>,
  {
    start,
    days,
    maxLevel,
    spenders,
  }: { start: Date; days: number; maxLevel: number; spenders: readonly string[] },
): EconomyGoals {
  const guarantee = (tier: keyof typeof GUARANTEE_GOALS) => {
    const players = runs.filter((run) => broke(run, tier)).length;
    return { within: GUARANTEE_GOALS[tier], players, holds: players === 0 };
  };
  const balanceDay = Math.min(90, days);
  const balances = Object.fromEntries(
    spenders.map((strategy) => {
      const group = runs.filter((run) => run.strategy === strategy);
      const balanceP50 = percentile(
        group.map((run) => atEndOf(run, balanceDay)?.balance ?? 0),
        50,
      );
      const { dailyIncomeP50 } = figures[strategy]!;
      return [
        strategy,
        { day: balanceDay, balanceP50, dailyIncomeP50, holds: balanceP50 < 10 * dailyIncomeP50 },
      ];
    }),
  );
  const topDay = Math.min(120, days);
  const upgraders = runs.filter((run) => run.strategy === 'upgrader');
  const upgraderP50 = percentile(
    upgraders.map((run) => atEndOf(run, topDay)?.telescopeLevel ?? 1),
    50,
  );
  let goalIncome: EconomyGoals['goalIncome'] = null;
  if (days >= 31) {
    const early = goalIncomePerDay(rows, start, 8, 30, runs.length);
    const late = goalIncomePerDay(rows, start, 31, Math.min(90, days), runs.length);
    goalIncome = { days8to30: early, days31to90: late, holds: late >= early / 2 };
  }
  return {
    guarantees: { EPIC: guarantee('EPIC'), LEGENDARY: guarantee('LEGENDARY') },
    balances,
    goalIncome,
    upgraderAtTop:
      upgraders.length === 0
        ? null
        : { day: topDay, p50: upgraderP50, maxLevel, holds: upgraderP50 >= maxLevel },
  };
}
