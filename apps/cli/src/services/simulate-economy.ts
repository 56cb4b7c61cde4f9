import { register } from '@orrery/api/game/accounts';
import { collectSystem } from '@orrery/api/game/collect';
import { loadGameConfig, NothingToCollectError } from '@orrery/api/game/core';
import { claimGoal, getGoals } from '@orrery/api/game/goals';
import { getOdds, getOffer, offerKeyOf, type OfferKey } from '@orrery/api/game/offer';
import { listUsers } from '@orrery/api/game/operations';
import { findUserById } from '@orrery/db/accounts';
import { ledgerSum, listTransactionsOfUsers, type LedgerTransaction } from '@orrery/db/economy';
import { listUserAchievements } from '@orrery/db/profiles';
import type { Db } from '@orrery/db';
import { RARITIES, tierOdds, type Rarity } from '@orrery/domain';
import { attends } from './simulate-attendance.js';
import {
  firstCollectOf,
  strategyFigures,
  type FirstTier,
  type PlayerRun,
  type StrategyFigures,
} from './simulate-figures.js';
import { economyGoals, type EconomyGoals } from './simulate-goals.js';
import {
  afterCollect,
  beforeCollect,
  spend,
  SPENDERS,
  STRATEGIES,
  type Strategy,
  type StrategyPlayer,
} from './simulate-strategies.js';

export { STRATEGIES, type Strategy } from './simulate-strategies.js';

export interface SimulationOptions {
  players: number;
  days: number;
  /** Simulated time starts here and advances in ticks; rules get it as `now`. */
  start: Date;
  /**
   * Seeds the players' missed days, and keys the offer's draws (in play the server's secret does):
   * the same seed replays the same run.
   */
  seed: string;
  /** Share of days each player plays, 0 < attendance ≤ 1. */
  attendance: number;
  onDay?: (day: number) => void;
}

export interface DayFigures {
  day: number;
  collections: number;
  achievements: number;
  currencyIn: number;
  currencyOut: number;
}

export interface SimulatedPlayer {
  email: string;
  strategy: Strategy;
  balance: number;
  ledgerSum: number;
  systems: number;
  telescopeLevel: number;
  achievements: number;
  daysAttended: number;
  /** Collects up to the first of each tier or better; null when none came. */
  firstCollects: Record<FirstTier, number | null>;
}

export interface SimulationReport {
  players: number;
  days: number;
  seed: string;
  attendance: number;
  /** The simulated start (ISO): the first day's 00:00 UTC. */
  start: string;
  /** Ledger totals over every simulated player, by reason code; out is positive. */
  currencyIn: Record<string, number>;
  currencyOut: Record<string, number>;
  daily: DayFigures[];
  /** Final telescope level -> players at it. */
  telescopeLevels: Record<string, number>;
  byStrategy: Record<
    Strategy,
    StrategyFigures & { avgSystems: number; avgBalance: number; avgTelescopeLevel: number }
  >;
  /** Achievement ids of the game config no simulated player earned. */
  achievementsNeverEarned: string[];
  /** The economy's goals (docs/game-rules.md, "Simulation"), read off this run. */
  economyGoals: EconomyGoals;
  playerResults: SimulatedPlayer[];
  /**
   * Every balance equals its ledger sum and none is negative, at the end of the run and at the end
   * of every day (the balance the game held then against the ledger rows up to then).
   */
  ledgerConsistent: boolean;
  /** True when the galaxy ran out of undiscovered systems during the run. */
  galaxyExhausted: boolean;
  /**
   * Collects per rarity tier as played (with pity), and as the same draws would have gone without
   * pity: each collect's tier chances with the pity rule left out, summed (expected counts).
   */
  rarities: { withPity: Record<Rarity, number>; withoutPity: Record<Rarity, number> };
}

const zeroTiers = () => Object.fromEntries(RARITIES.map((t) => [t, 0])) as Record<Rarity, number>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Players look in every few hours; the 24 h cooldown lines up with a whole number of ticks. */
const TICK_HOURS = 6;
const TICKS_PER_DAY = 24 / TICK_HOURS;
const PASSWORD = 'simulated-player';

interface Player extends StrategyPlayer {
  email: string;
  run: PlayerRun;
}

/** One look-in of a player who plays today: collect when allowed, then spend by strategy. */
async function act(
  db: Db,
  player: Player,
  now: Date,
  key: OfferKey,
  rarities: SimulationReport['rarities'],
): Promise<void> {
  const status = await beforeCollect(db, player, now);
  if (status.canCollect) {
    // The draw's inputs as the odds publish them, to weigh the same draw without pity.
    const odds = await getOdds(db, player.id);
    const counts = Object.fromEntries(odds.tiers.map((t) => [t.rarity, t.candidates]));
    // As a client plays: it collects the offer the server drew, naming only the offer's id.
    const offer = await getOffer(db, player.id, now, key);
    const result = await collectSystem(db, player.id, offer.id, now, key);
    rarities.withPity[result.system.rarity] += 1;
    player.run.collects.push(result.system.rarity);
    const plain = tierOdds(counts, { belowRare: 0, threshold: Infinity });
    for (const t of RARITIES) rarities.withoutPity[t] += plain[t];
    afterCollect(player, result.system);
    // Every simulated player claims what the collect completed, as the dashboard offers it.
    for (const goal of (await getGoals(db, player.id, now)).goals) {
      if (goal.completed && !goal.claimed) await claimGoal(db, player.id, goal.id, now);
    }
  }
  await spend(db, player, now);
}

/** What the game holds for the player at the end of a day. */
async function recordEndOfDay(db: Db, player: Player): Promise<void> {
  const user = await findUserById(db, player.id);
  player.run.endOfDay.push({
    balance: user?.currency ?? 0,
    collections: player.run.collects.length,
    telescopeLevel: user?.telescope_level ?? 1,
  });
}

/**
 * Plays the economy forward on `db` — which must be a throw-away copy: it registers players and
 * changes balances through the game's own services, with `now` advanced tick by tick. Each day a
 * player plays (options.attendance, drawn from options.seed) it looks in every TICK_HOURS.
 */
export async function simulateEconomy(
  db: Db,
  options: SimulationOptions,
): Promise<SimulationReport> {
  const players: Player[] = [];
  for (let index = 0; index < options.players; index++) {
    const strategy = STRATEGIES[index % STRATEGIES.length]!;
    const email = `simulated-${index + 1}@orrery.invalid`;
    const profile = await register(
      db,
      { username: `Simulated ${strategy} ${index + 1}`, suffix: '', email, password: PASSWORD },
      options.start,
    );
    players.push({
      id: profile.id,
      index,
      email,
      strategy,
      wishes: [],
      named: 0,
      run: {
        id: profile.id,
        strategy,
        daysAttended: 0,
        collects: [],
        endOfDay: [],
        achievements: [],
      },
    });
  }

  // The simulation's own key: a throw-away copy needs no server's secret, and a run replays.
  const key = offerKeyOf(new TextEncoder().encode(`simulation:${options.seed}`));
  let galaxyExhausted = false;
  const rarities = { withPity: zeroTiers(), withoutPity: zeroTiers() };
  for (let day = 1; day <= options.days && !galaxyExhausted; day++) {
    const playing = players.filter((p) => attends(options.seed, p.index, day, options.attendance));
    for (const player of playing) player.run.daysAttended += 1;
    for (let tick = 0; tick < TICKS_PER_DAY && !galaxyExhausted; tick++) {
      const now = new Date(
        options.start.getTime() + (day - 1) * DAY_MS + tick * TICK_HOURS * HOUR_MS,
      );
      for (const player of playing) {
        try {
          await act(db, player, now, key, rarities);
        } catch (error) {
          if (!(error instanceof NothingToCollectError)) throw error;
          galaxyExhausted = true;
          break;
        }
      }
    }
    for (const player of players) await recordEndOfDay(db, player);
    options.onDay?.(day);
  }
  return { ...(await report(db, players, options, galaxyExhausted)), rarities };
}

/** Whether every end-of-day balance equals the player's ledger rows up to then. */
function endOfDayMatchesLedger(player: Player, rows: readonly LedgerTransaction[], start: Date) {
  const own = rows.filter((row) => row.user_id === player.id);
  return player.run.endOfDay.every((end, i) => {
    const until = start.getTime() + (i + 1) * DAY_MS;
    const sum = own
      .filter((row) => Date.parse(row.created_at) < until)
      .reduce((total, row) => total + row.amount, 0);
    return end.balance === sum && end.balance >= 0;
  });
}

async function report(
  db: Db,
  players: Player[],
  options: SimulationOptions,
  galaxyExhausted: boolean,
): Promise<Omit<SimulationReport, 'rarities'>> {
  const rows = await listTransactionsOfUsers(
    db,
    players.map((p) => p.id),
  );
  const currencyIn: Record<string, number> = {};
  const currencyOut: Record<string, number> = {};
  const daily: DayFigures[] = Array.from({ length: options.days }, (_, i) => ({
    day: i + 1,
    collections: 0,
    achievements: 0,
    currencyIn: 0,
    currencyOut: 0,
  }));
  for (const row of rows) {
    const day = daily[Math.floor((Date.parse(row.created_at) - options.start.getTime()) / DAY_MS)];
    if (row.amount >= 0) currencyIn[row.reason] = (currencyIn[row.reason] ?? 0) + row.amount;
    else currencyOut[row.reason] = (currencyOut[row.reason] ?? 0) - row.amount;
    if (!day) continue;
    if (row.amount >= 0) day.currencyIn += row.amount;
    else day.currencyOut -= row.amount;
    if (row.reason === 'collection') day.collections += 1;
    if (row.reason === 'achievement') day.achievements += 1;
  }

  const playerResults: SimulatedPlayer[] = [];
  for (const player of players) {
    const user = (await listUsers(db, player.id))[0]!;
    const achievements = await listUserAchievements(db, player.id);
    player.run.achievements = achievements
      .filter((a) => a.completed_at !== null)
      .map((a) => a.achievement_id);
    playerResults.push({
      email: player.email,
      strategy: player.strategy,
      balance: user.currency,
      ledgerSum: await ledgerSum(db, player.id),
      systems: user.systems,
      telescopeLevel: user.telescopeLevel,
      achievements: player.run.achievements.length,
      daysAttended: player.run.daysAttended,
      firstCollects: {
        RARE: firstCollectOf(player.run.collects, 'RARE'),
        EPIC: firstCollectOf(player.run.collects, 'EPIC'),
        LEGENDARY: firstCollectOf(player.run.collects, 'LEGENDARY'),
      },
    });
  }

  const telescopeLevels: Record<string, number> = {};
  for (const p of playerResults) {
    telescopeLevels[p.telescopeLevel] = (telescopeLevels[p.telescopeLevel] ?? 0) + 1;
  }
  const config = await loadGameConfig(db);
  const achievementIds = config.achievements.map((a) => a.id);
  const runs = players.map((p) => p.run);
  const average = (list: SimulatedPlayer[], pick: (p: SimulatedPlayer) => number) =>
    list.length === 0 ? 0 : list.reduce((sum, p) => sum + pick(p), 0) / list.length;
  const byStrategy = Object.fromEntries(
    STRATEGIES.map((strategy) => {
      const group = playerResults.filter((p) => p.strategy === strategy);
      const figures = strategyFigures(
        runs.filter((run) => run.strategy === strategy),
        rows,
        { start: options.start, days: options.days, achievementIds },
      );
      return [
        strategy,
        {
          ...figures,
          avgSystems: average(group, (p) => p.systems),
          avgBalance: average(group, (p) => p.balance),
          avgTelescopeLevel: average(group, (p) => p.telescopeLevel),
        },
      ];
    }),
  ) as SimulationReport['byStrategy'];
  const earned = new Set(runs.flatMap((run) => run.achievements));

  return {
    players: options.players,
    days: options.days,
    seed: options.seed,
    attendance: options.attendance,
    start: options.start.toISOString(),
    currencyIn,
    currencyOut,
    daily,
    telescopeLevels,
    byStrategy,
    achievementsNeverEarned: achievementIds.filter((id) => !earned.has(id)),
    economyGoals: economyGoals(runs, rows, byStrategy, {
      start: options.start,
      days: options.days,
      maxLevel: config.telescope.maxLevel,
      spenders: SPENDERS,
    }),
    playerResults,
    ledgerConsistent: players.every(
      (player, i) =>
        playerResults[i]!.balance === playerResults[i]!.ledgerSum &&
        playerResults[i]!.balance >= 0 &&
        endOfDayMatchesLedger(player, rows, options.start),
    ),
    galaxyExhausted,
  };
}
