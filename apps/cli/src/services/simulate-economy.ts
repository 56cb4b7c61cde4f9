import {
  buyDownCooldown,
  claimGoal,
  collectSystem,
  findCollectableSystem,
  GameError,
  getCollectionStatus,
  getGoals,
  getTelescope,
  listUsers,
  loadGameConfig,
  NOTHING_TO_COLLECT,
  register,
  upgradeTelescope,
} from '@orrery/api/game';
import { findUserById, ledgerSum, listTransactionsOfUsers, listUserAchievements } from '@orrery/db';
import type { Db } from '@orrery/db';
import { seededRandom } from './seeded-random.js';

/** How a simulated player spends: never, on shorter cooldowns, or on a longer telescope reach. */
export const STRATEGIES = ['saver', 'buyer', 'upgrader'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export interface SimulationOptions {
  players: number;
  days: number;
  /** Seed of the simulation's own choices (which system to collect). */
  seed: number;
  /** Simulated time starts here and advances in ticks; rules get it as `now`. */
  start: Date;
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
}

export interface SimulationReport {
  players: number;
  days: number;
  seed: number;
  /** Ledger totals over every simulated player, by reason code; out is positive. */
  currencyIn: Record<string, number>;
  currencyOut: Record<string, number>;
  daily: DayFigures[];
  /** Final telescope level -> players at it. */
  telescopeLevels: Record<string, number>;
  byStrategy: Record<
    Strategy,
    { players: number; avgSystems: number; avgBalance: number; avgTelescopeLevel: number }
  >;
  playerResults: SimulatedPlayer[];
  /** Every balance equals its ledger sum and none is negative. */
  ledgerConsistent: boolean;
  /** True when the galaxy ran out of undiscovered systems during the run. */
  galaxyExhausted: boolean;
}

const HOUR_MS = 3_600_000;
/** Players look in every few hours; the 24 h cooldown lines up with a whole number of ticks. */
const TICK_HOURS = 6;
const PASSWORD = 'simulated-player';

/** Every player action at one moment: collect when allowed, then spend by strategy. */
async function act(
  db: Db,
  player: { id: number; strategy: Strategy },
  now: Date,
  random: () => number,
  costPerHour: number,
): Promise<void> {
  let status = await getCollectionStatus(db, player.id, now);
  if (!status.canCollect && player.strategy === 'buyer') {
    // Buy the whole remaining cooldown when affordable, then collect straight away.
    const hours = Math.ceil((Date.parse(status.nextCollectionAvailable) - now.getTime()) / HOUR_MS);
    const user = await findUserById(db, player.id);
    if (user && hours >= 1 && user.currency >= hours * costPerHour) {
      status = await buyDownCooldown(db, player.id, hours, now);
    }
  }
  if (status.canCollect) {
    const hash = await findCollectableSystem(db, player.id, random());
    await collectSystem(db, player.id, hash, now);
    // Every simulated player claims what the collect completed, as the dashboard offers it.
    for (const goal of (await getGoals(db, player.id, now)).goals) {
      if (goal.completed && !goal.claimed) await claimGoal(db, player.id, goal.id, now);
    }
  }
  if (player.strategy === 'upgrader') {
    const telescope = await getTelescope(db, player.id);
    const user = await findUserById(db, player.id);
    if (user && telescope.upgradeCost !== null && user.currency >= telescope.upgradeCost) {
      await upgradeTelescope(db, player.id, now);
    }
  }
}

/**
 * Plays the economy forward on `db` — which must be a throw-away copy: it registers players and
 * changes balances through the game's own services, with `now` advanced tick by tick.
 */
export async function simulateEconomy(
  db: Db,
  options: SimulationOptions,
): Promise<SimulationReport> {
  const random = seededRandom(options.seed);
  const players: { id: number; email: string; strategy: Strategy }[] = [];
  for (let i = 0; i < options.players; i++) {
    const strategy = STRATEGIES[i % STRATEGIES.length]!;
    const email = `simulated-${i + 1}@orrery.invalid`;
    const profile = await register(
      db,
      { username: `Simulated ${strategy} ${i + 1}`, suffix: '', email, password: PASSWORD },
      options.start,
    );
    players.push({ id: profile.id, email, strategy });
  }

  const { buydownCostPerHour } = await loadGameConfig(db);
  let galaxyExhausted = false;
  const ticks = (options.days * 24) / TICK_HOURS;
  for (let tick = 0; tick < ticks && !galaxyExhausted; tick++) {
    const now = new Date(options.start.getTime() + tick * TICK_HOURS * HOUR_MS);
    for (const player of players) {
      try {
        await act(db, player, now, random, buydownCostPerHour);
      } catch (error) {
        if (!(error instanceof GameError && error.message === NOTHING_TO_COLLECT)) throw error;
        galaxyExhausted = true;
        break;
      }
    }
    if ((tick + 1) % (24 / TICK_HOURS) === 0) options.onDay?.((tick + 1) / (24 / TICK_HOURS));
  }
  return report(db, players, options, galaxyExhausted);
}

async function report(
  db: Db,
  players: { id: number; email: string; strategy: Strategy }[],
  options: SimulationOptions,
  galaxyExhausted: boolean,
): Promise<SimulationReport> {
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
    const day =
      daily[Math.floor((Date.parse(row.created_at) - options.start.getTime()) / (24 * HOUR_MS))];
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
    playerResults.push({
      email: player.email,
      strategy: player.strategy,
      balance: user.currency,
      ledgerSum: await ledgerSum(db, player.id),
      systems: user.systems,
      telescopeLevel: user.telescopeLevel,
      achievements: achievements.filter((a) => a.completed_at !== null).length,
    });
  }

  const telescopeLevels: Record<string, number> = {};
  for (const p of playerResults) {
    telescopeLevels[p.telescopeLevel] = (telescopeLevels[p.telescopeLevel] ?? 0) + 1;
  }
  const average = (list: SimulatedPlayer[], pick: (p: SimulatedPlayer) => number) =>
    list.length === 0 ? 0 : list.reduce((sum, p) => sum + pick(p), 0) / list.length;
  const byStrategy = Object.fromEntries(
    STRATEGIES.map((strategy) => {
      const group = playerResults.filter((p) => p.strategy === strategy);
      return [
        strategy,
        {
          players: group.length,
          avgSystems: average(group, (p) => p.systems),
          avgBalance: average(group, (p) => p.balance),
          avgTelescopeLevel: average(group, (p) => p.telescopeLevel),
        },
      ];
    }),
  ) as SimulationReport['byStrategy'];

  return {
    players: options.players,
    days: options.days,
    seed: options.seed,
    currencyIn,
    currencyOut,
    daily,
    telescopeLevels,
    byStrategy,
    playerResults,
    ledgerConsistent: playerResults.every((p) => p.balance === p.ledgerSum && p.balance >= 0),
    galaxyExhausted,
  };
}
