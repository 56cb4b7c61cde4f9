import type { DiscoveredSystem } from '@orrery/db/discoveries';
import type { GoalDefinition } from '@orrery/domain/config';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { getBalance, getTransactionHistory } from '../ledger/index.js';
import { claimGoal, getGoals } from './index.js';
import { goalMetricOf } from './goals.js';
import {
  expectRefusal,
  FREE_SCAN,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

/**
 * The goal rules at their edges (docs/game-rules.md, "Goals"): what each metric counts, which
 * discoveries and claims belong to a period (its bounds: week.test.ts), and refusals.
 * T0 is Sunday 1 March 2026, 12:00 UTC: its ISO week began on Monday 23 February.
 */
const system = (fields: Partial<DiscoveredSystem>) =>
  ({
    planet_count: 0,
    habitable: 0,
    star_count: 1,
    moon_count: 0,
    rarity: 'COMMON',
    discovered_at: T0.toISOString(),
    ...fields,
  }) as DiscoveredSystem;

describe('goal metrics', () => {
  it('count collections, systems with planets, habitable, multi-star, Uncommon or better, and moons', () => {
    const systems = [
      system({ star_count: 2 }),
      system({ planet_count: 2, habitable: 1, star_count: 2, rarity: 'UNCOMMON', moon_count: 3 }),
      system({ planet_count: 1, star_count: 3, rarity: 'LEGENDARY', moon_count: 4 }),
    ];
    expect(goalMetricOf('collections', systems)).toBe(3);
    expect(goalMetricOf('planet-systems', systems)).toBe(2);
    expect(goalMetricOf('habitable-systems', systems)).toBe(1);
    expect(goalMetricOf('multi-star-systems', systems)).toBe(3);
    expect(goalMetricOf('uncommon-or-better', systems)).toBe(2);
    expect(goalMetricOf('moons', systems)).toBe(7);
  });
});

const row: [number, number, number][] = Array.from({ length: 6 }, (_, i) => [i * 100, 0, 0]);
const view = async (db: GameDb['db'], userId: number, id: string, now: Date) =>
  (await getGoals(db, userId, now)).goals.find((x) => x.id === id)!;

describe('goals over a player’s discoveries', () => {
  let g: GameDb;
  afterEach(async () => g.cleanup());

  it('count what was found in the period up to now, from its first instant on', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), new Date('2026-02-27T00:00:00Z'));
    await collectSystem(g.db, a.id, 'sys0', new Date('2026-02-27T23:00:00Z'), OFFER_KEY);
    const midnight = new Date('2026-03-01T00:00:00.000Z');
    await collectSystem(g.db, a.id, 'sys1', midnight, OFFER_KEY);

    // Today's goal counts today's find, made at the day's first instant; the week's counts both.
    expect((await view(g.db, a.id, 'daily-survey', T0)).progress).toBe(1);
    expect((await view(g.db, a.id, 'weekly-regular', T0)).progress).toBe(2);
    // Seen before the second collect, the week holds one find, not the later one.
    const saturday = new Date('2026-02-28T12:00:00Z');
    expect((await view(g.db, a.id, 'weekly-regular', saturday)).progress).toBe(1);
  });

  it('marks only the claimed goal of the claimed period as claimed', async () => {
    g = await placedGameDb(row);
    // Monday 23 February: the day and its ISO week share a key, 2026-02-23.
    const monday = new Date('2026-02-23T12:00:00Z');
    const a = await register(g.db, newPlayer(), monday);
    await collectSystem(g.db, a.id, 'sys0', monday, OFFER_KEY);
    await claimGoal(g.db, a.id, 'daily-survey', monday);

    expect((await view(g.db, a.id, 'daily-survey', monday)).claimed).toBe(true);
    expect((await view(g.db, a.id, 'weekly-regular', monday)).claimed).toBe(false);
    // Sunday, the same week: Monday's claim of the daily goal is not Sunday's.
    await collectSystem(g.db, a.id, 'sys1', T0, OFFER_KEY);
    expect((await view(g.db, a.id, 'daily-survey', T0)).claimed).toBe(false);
  });

  it('lists exactly the luck-gated achievements beside the goals', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    // Only a lucky collect completes these (docs/game-rules.md, "Goals"): rare finds, not effort.
    const expected = [
      'epic-find',
      'event-horizon',
      'full-spectrum',
      'living-legend',
      'pulsar-beacon',
      'star-sampler',
    ];
    const { luckGated } = await getGoals(g.db, a.id, T0);
    expect(luckGated.map((r) => r.achievement.id).sort()).toEqual(expected);
  });

  it('writes no ledger row for a goal that pays nothing', async () => {
    const unpaid: GoalDefinition = {
      id: 'daily-log',
      name: 'Daily Log',
      description: 'Collect a system today.',
      period: 'day',
      metric: 'collections',
      target: 1,
      rewardCredits: 0,
    };
    g = await placedGameDb(row, { ...FREE_SCAN, goals: [unpaid] });
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    const before = await getTransactionHistory(g.db, a.id, { limit: 100 });
    const claim = await claimGoal(g.db, a.id, 'daily-log', T0);
    expect(claim.goal.claimed).toBe(true);
    expect(claim.currency).toBe((await getBalance(g.db, a.id)).balance);
    expect((await getTransactionHistory(g.db, a.id, { limit: 100 })).transactions).toEqual(
      before.transactions,
    );
  });

  it('refuses a claim in the words docs/api.md publishes', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    const claim = (id: string) => () => claimGoal(g.db, a.id, id, T0);
    await expectRefusal(g.db, claim('no-such-goal'), 'NOT_FOUND', 'Goal not found');
    await expectRefusal(
      g.db,
      claim('daily-survey'),
      'RULE_VIOLATION',
      'This goal is not complete yet',
    );
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await claimGoal(g.db, a.id, 'daily-survey', T0);
    await expectRefusal(
      g.db,
      claim('daily-survey'),
      'CONFLICT',
      'This goal has already been claimed',
    );
  });

  it('refuses the goals of an account that is gone, and its claims', async () => {
    g = await placedGameDb(row);
    await expectRefusal(g.db, () => getGoals(g.db, 9999, T0), 'UNAUTHENTICATED');
    await expectRefusal(g.db, () => claimGoal(g.db, 9999, 'daily-survey', T0), 'UNAUTHENTICATED');
  });
});
