import {
  buyDownCooldown,
  claimGoal,
  collectSystem,
  getBuydownQuote,
  getCollectionStatus,
  getGoals,
  getOdds,
  getOffer,
  TIERS,
  tierOdds,
  getTelescope,
  listUsers,
  NothingToCollectError,
  register,
  upgradeTelescope,
} from '@orrery/api/game';
import { findUserById, ledgerSum, listTransactionsOfUsers, listUserAchievements } from '@orrery/db';
import type { Db } from '@orrery/db';
import type { Rarity } from '@orrery/procgen';

/** How a simulated player spends: never, on shorter cooldowns, or on a longer telescope reach. */
export const STRATEGIES = ['saver', 'buyer', 'upgrader'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export interface SimulationOptions {
  players: number;
  days: number;
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
  /**
   * Collects per rarity tier as played (with pity), and as the same draws would have gone without
   * pity: each collect's tier chances with the pity rule left out, summed (expected counts).
   */
  rarities: { withPity: Record<Rarity, number>; withoutPity: Record<Rarity, number> };
}

const zeroTiers = () => Object.fromEntries(TIERS.map((t) => [t, 0])) as Record<Rarity, number>;

const HOUR_MS = 3_600_000;
/** Players look in every few hours; the 24 h cooldown lines up with a whole number of ticks. */
const TICK_HOURS = 6;
const PASSWORD = 'simulated-player';

/** Every player action at one moment: collect when allowed, then spend by strategy. */
async function act(
  db: Db,
  player: { id: number; strategy: Strategy },
  now: Date,
  rarities: SimulationReport['rarities'],
): Promise<void> {
  let status = await getCollectionStatus(db, player.id, now);
  if (!status.canCollect && player.strategy === 'buyer') {
    // Buy the whole remaining cooldown when affordable, then collect straight away.
    const quote = await getBuydownQuote(db, player.id, now);
    if (quote.remainingHours >= 1 && quote.maxHours === quote.remainingHours) {
      status = await buyDownCooldown(db, player.id, quote.remainingHours, now);
    }
  }
  if (status.canCollect) {
    // The draw's inputs as the odds publish them, to weigh the same draw without pity.
    const odds = await getOdds(db, player.id);
    const counts = Object.fromEntries(odds.tiers.map((t) => [t.rarity, t.candidates]));
    // As a client plays: it collects the offer the server drew, naming only the offer's id.
    const result = await collectSystem(db, player.id, (await getOffer(db, player.id, now)).id, now);
    rarities.withPity[result.system.rarity] += 1;
    const plain = tierOdds(counts, { belowRare: 0, threshold: Infinity });
    for (const t of TIERS) rarities.withoutPity[t] += plain[t];
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

  let galaxyExhausted = false;
  const rarities = { withPity: zeroTiers(), withoutPity: zeroTiers() };
  const ticks = (options.days * 24) / TICK_HOURS;
  for (let tick = 0; tick < ticks && !galaxyExhausted; tick++) {
    const now = new Date(options.start.getTime() + tick * TICK_HOURS * HOUR_MS);
    for (const player of players) {
      try {
        await act(db, player, now, rarities);
      } catch (error) {
        if (!(error instanceof NothingToCollectError)) throw error;
        galaxyExhausted = true;
        break;
      }
    }
    if ((tick + 1) % (24 / TICK_HOURS) === 0) options.onDay?.((tick + 1) / (24 / TICK_HOURS));
  }
  return { ...(await report(db, players, options, galaxyExhausted)), rarities };
}

async function report(
  db: Db,
  players: { id: number; email: string; strategy: Strategy }[],
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
