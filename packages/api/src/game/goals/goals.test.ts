import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { getBalance, getTransactionHistory } from '../ledger/index.js';
import {
  claimGoal,
  getGoals,
  GOAL_ALREADY_CLAIMED,
  GOAL_NOT_COMPLETE,
  GOAL_NOT_FOUND,
} from './index.js';
import {
  at,
  expectRefusal,
  HOUR,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

// Ten systems 100 ly apart: every one within reach of the others.
const row: [number, number, number][] = Array.from({ length: 10 }, (_, i) => [i * 100, 0, 0]);

const goal = async (userId: number, id: string, now: Date) =>
  (await getGoals(g.db, userId, now)).goals.find((x) => x.id === id)!;

describe('goals', () => {
  it('counts the period’s discoveries, pays a completed goal once, and starts again next period', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    expect(await goal(a.id, 'daily-survey', T0)).toMatchObject({
      progress: 0,
      completed: false,
      claimed: false,
      endsAt: '2026-03-02T00:00:00.000Z',
    });
    await expectRefusal(
      g.db,
      () => claimGoal(g.db, a.id, 'daily-survey', T0),
      'RULE_VIOLATION',
      GOAL_NOT_COMPLETE,
    );

    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    const before = (await getBalance(g.db, a.id)).balance;
    const claim = await claimGoal(g.db, a.id, 'daily-survey', T0);
    expect(claim.goal).toMatchObject({ progress: 1, completed: true, claimed: true });
    expect(claim.currency).toBe(before + 20);
    expect((await getBalance(g.db, a.id)).balance).toBe(before + 20);
    const [latest] = (await getTransactionHistory(g.db, a.id, { limit: 1 })).transactions;
    expect(latest).toMatchObject({
      reason: { name: 'Goal reward' },
      description: 'Daily Survey',
      amount: 20,
    });

    // Claimed twice in one day: refused, nothing changed.
    await expectRefusal(
      g.db,
      () => claimGoal(g.db, a.id, 'daily-survey', at(6)),
      'CONFLICT',
      GOAL_ALREADY_CLAIMED,
    );

    // The next UTC day the goal starts from 0 again, and pays again once done.
    const nextDay = at(24);
    expect(await goal(a.id, 'daily-survey', nextDay)).toMatchObject({
      progress: 0,
      claimed: false,
    });
    await collectSystem(g.db, a.id, 'sys1', nextDay, OFFER_KEY);
    await claimGoal(g.db, a.id, 'daily-survey', nextDay);
    expect((await getBalance(g.db, a.id)).balance).toBeGreaterThanOrEqual(before + 40);
  });

  it('counts a weekly goal over the ISO week only', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    // Sunday's collect belongs to the week that ends at midnight; Monday's to the next one.
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    expect((await goal(a.id, 'weekly-regular', T0)).progress).toBe(1);
    let now = at(24);
    for (let i = 1; i <= 6; i++) {
      await collectSystem(g.db, a.id, `sys${i}`, now, OFFER_KEY);
      expect((await goal(a.id, 'weekly-regular', now)).progress).toBe(i);
      now = new Date(now.getTime() + 24 * HOUR);
    }
    const claim = await claimGoal(g.db, a.id, 'weekly-regular', now);
    expect(claim.goal).toMatchObject({ target: 6, claimed: true, rewardCredits: 150 });
    await expectRefusal(
      g.db,
      () => claimGoal(g.db, a.id, 'weekly-regular', now),
      'CONFLICT',
      GOAL_ALREADY_CLAIMED,
    );
  });

  it('refuses an unknown goal and answers the luck-gated achievements with their progress', async () => {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    await expectRefusal(
      g.db,
      () => claimGoal(g.db, a.id, 'no-such-goal', T0),
      'NOT_FOUND',
      GOAL_NOT_FOUND,
    );
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    const { luckGated } = await getGoals(g.db, a.id, T0);
    expect(luckGated.map((r) => r.achievement.id)).toEqual(
      expect.arrayContaining(['living-legend', 'full-spectrum', 'event-horizon', 'epic-find']),
    );
    // One COMMON system held: one of five rarities.
    expect(luckGated.find((r) => r.achievement.id === 'full-spectrum')).toMatchObject({
      progress: 1,
      completed: false,
    });
  });
});
