import { ledgerSum } from '@orrery/db/economy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { buyDownCooldown, collectSystem } from '../collect/index.js';
import { defaultGameConfig, GameError } from '../core/index.js';
import { grantCredits } from '../ledger/index.js';
import { setTimeZone } from './index.js';
import {
  HOUR,
  newPlayer,
  placedGameDb,
  T0,
  OFFER_KEY,
  runsOnThisDatabase,
} from '../../../test/game/game-db.js';

// The streak bonus as a collect pays it: its own ledger row, once per counted day, capped.

const positions: [number, number, number][] = Array.from({ length: 40 }, (_, i) => [i * 50, 0, 0]);
const DAY = 24 * HOUR;
const rule = defaultGameConfig().streakBonus;
/** The placed systems are COMMON: a collect's reward. */
const REWARD = defaultGameConfig().collectionRewards.COMMON;

describe('the streak bonus', () => {
  it('pays +10% a day from the second day, as its own ledger row, and nothing on a same-day collect', async () => {
    const g = await placedGameDb(positions);
    try {
      const { id } = await register(g.db, newPlayer(), T0);
      const collect = (n: number, at: Date) => collectSystem(g.db, id, `sys${n}`, at, OFFER_KEY);
      const first = await collect(0, T0);
      expect([first.reward, first.streakBonus, first.streakDays]).toEqual([REWARD, 0, 1]);
      const second = await collect(1, new Date(T0.getTime() + DAY));
      expect([second.streakBonus, second.streakDays]).toEqual([Math.floor(REWARD / 10), 2]);
      // A bought-down second collect on the same day: no day, no bonus.
      const later = new Date(T0.getTime() + DAY + 2 * HOUR);
      await grantCredits(g.db, id, 5000, 'test', later);
      await buyDownCooldown(g.db, id, 22, later);
      const again = await collect(2, later);
      expect([again.streakBonus, again.streakDays]).toEqual([0, 2]);
      const rows = await g.db
        .selectFrom('ledger_transactions')
        .select(['reason', 'description', 'amount'])
        .where('user_id', '=', id)
        .where('reason', '=', 'streak')
        .execute();
      expect(rows).toEqual([{ reason: 'streak', description: 'Day 2 of a streak', amount: 5 }]);
      expect(again.currency).toBe(await ledgerSum(g.db, id));
    } finally {
      await g.cleanup();
    }
  });

  type Step =
    | { kind: 'collect'; player: number; system: number }
    | { kind: 'buydown'; player: number; hours: number }
    | { kind: 'zone'; player: number; zone: number }
    | { kind: 'wait'; hours: number };
  const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin'];
  const player = fc.nat(1);
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('collect' as const), player, system: fc.nat(39) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('buydown' as const),
        player,
        hours: fc.integer({ min: 1, max: 24 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('zone' as const),
        player,
        zone: fc.nat(ZONES.length - 1),
      }),
    },
    // About a day at a time, so streaks grow and break.
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        hours: fc.integer({ min: 1, max: 50 }),
      }),
    },
  );

  it('never breaks balance = ledger sum, and each bonus stays within the cap', async () => {
    let paid = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const g = await placedGameDb(positions);
        try {
          let now = T0;
          const ids: number[] = [];
          for (let i = 0; i < 2; i++) {
            const { id } = await register(g.db, newPlayer(), now);
            await grantCredits(g.db, id, 10_000, 'buy-downs', now);
            ids.push(id);
          }
          for (const s of steps) {
            try {
              if (s.kind === 'collect') {
                const result = await collectSystem(
                  g.db,
                  ids[s.player]!,
                  `sys${s.system}`,
                  now,
                  OFFER_KEY,
                );
                expect(result.streakBonus).toBeLessThanOrEqual((REWARD * rule.maxPercent) / 100);
                expect(result.streakDays).toBeGreaterThanOrEqual(1);
                if (result.streakBonus > 0) paid += 1;
              }
              if (s.kind === 'buydown') await buyDownCooldown(g.db, ids[s.player]!, s.hours, now);
              if (s.kind === 'zone') await setTimeZone(g.db, ids[s.player]!, ZONES[s.zone]!);
              if (s.kind === 'wait') now = new Date(now.getTime() + s.hours * HOUR);
            } catch (error) {
              if (!(error instanceof GameError)) throw error;
            }
            for (const id of ids) {
              const user = await g.db
                .selectFrom('users')
                .select('currency')
                .where('id', '=', id)
                .executeTakeFirstOrThrow();
              expect(user.currency).toBe(await ledgerSum(g.db, id));
            }
          }
          // A streak bonus row per collect that counted a second day or later, never more.
          const bonusRows = await g.db
            .selectFrom('ledger_transactions')
            .select(['user_id', 'amount'])
            .where('reason', '=', 'streak')
            .execute();
          const collects = await g.db.selectFrom('discoveries').select('user_id').execute();
          for (const id of ids) {
            const own = bonusRows.filter((r) => r.user_id === id);
            expect(own.length).toBeLessThan(
              Math.max(1, collects.filter((c) => c.user_id === id).length),
            );
            for (const row of own) expect(row.amount).toBeGreaterThan(0);
          }
        } finally {
          await g.cleanup();
        }
      }),
      // Besides the random runs, one that surely pays: two collects a day apart.
      {
        numRuns: runsOnThisDatabase(15),
        examples: [
          [
            [
              { kind: 'collect', player: 0, system: 0 },
              { kind: 'wait', hours: 24 },
              { kind: 'collect', player: 0, system: 1 },
            ],
          ],
        ],
      },
    );
    // The runs did pay bonuses, not only refuse them.
    expect(paid).toBeGreaterThan(0);
  }, 120_000);
});
