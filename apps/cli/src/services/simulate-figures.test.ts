import fc from 'fast-check';
import type { LedgerTransaction } from '@orrery/db/economy';
import { RARITIES, type Rarity } from '@orrery/domain';
import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.js';
import { attends } from './simulate-attendance.js';
import {
  firstCollectOf,
  longestRunBelow,
  strategyFigures,
  type PlayerRun,
} from './simulate-figures.js';
import { economyGoals } from './simulate-goals.js';

const START = new Date('2026-01-05T00:00:00.000Z');
const DAY_MS = 86_400_000;
const REASONS = ['collection', 'achievement', 'goal', 'streak', 'buydown', 'naming'];

/** A run of `days` days: per day a collect or none, and ledger rows spread over the days. */
const runArbitrary = (id: number, days: number) =>
  fc
    .record({
      collects: fc.array(fc.constantFrom(...RARITIES), { maxLength: days }),
      rows: fc.array(
        fc.record({
          reason: fc.constantFrom(...REASONS),
          amount: fc.integer({ min: -500, max: 1000 }),
          at: fc.integer({ min: 0, max: days * DAY_MS - 1 }),
        }),
        { maxLength: 20 },
      ),
      levels: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: days, maxLength: days }),
    })
    .map(({ collects, rows, levels }) => ({
      run: {
        id,
        strategy: 'saver',
        daysAttended: days,
        collects,
        endOfDay: levels.map((telescopeLevel, i) => ({
          balance: rows
            .filter((r) => r.at < (i + 1) * DAY_MS)
            .reduce((sum, r) => sum + r.amount, 0),
          collections: Math.min(collects.length, i + 1),
          telescopeLevel,
        })),
        achievements: [],
      } satisfies PlayerRun,
      rows: rows.map((r, i): LedgerTransaction => ({
        id: id * 100 + i,
        user_id: id,
        reason: r.reason,
        description: '',
        amount: r.amount,
        created_at: new Date(START.getTime() + r.at).toISOString(),
      })),
    }));

const runsArbitrary = (days: number) =>
  fc
    .integer({ min: 1, max: 6 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => runArbitrary(i + 1, days))));

describe('percentile', () => {
  it('answers one of the values, at least p% of them at or below it, rising with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 100 }),
        (values, p) => {
          const value = percentile(values, p);
          expect(values).toContain(value);
          expect(values.filter((v) => v <= value).length / values.length).toBeGreaterThanOrEqual(
            p / 100,
          );
          expect(value).toBeLessThanOrEqual(percentile(values, Math.min(100, p + 1)));
          expect(percentile(values, 100)).toBe(Math.max(...values));
        },
      ),
    );
  });

  it('ranks Infinity last and answers it when p lands there', () => {
    expect(percentile([Infinity, 3, 1], 50)).toBe(3);
    expect(percentile([Infinity, 3, 1], 95)).toBe(Infinity);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('firstCollectOf', () => {
  it('counts collects up to the first of the tier or better', () => {
    const collects: Rarity[] = ['COMMON', 'RARE', 'UNCOMMON', 'LEGENDARY'];
    expect(firstCollectOf(collects, 'UNCOMMON')).toBe(2);
    expect(firstCollectOf(collects, 'RARE')).toBe(2);
    expect(firstCollectOf(collects, 'EPIC')).toBe(4);
    expect(firstCollectOf(['COMMON'], 'RARE')).toBeNull();
  });

  it('finds the longest run below a tier before, between and after the hits', () => {
    const c = (s: string) => [...s].map((x) => RARITIES[Number(x)]!);
    expect(longestRunBelow(c('00004004'), 'LEGENDARY')).toBe(4);
    expect(longestRunBelow(c('040004'), 'LEGENDARY')).toBe(3);
    expect(longestRunBelow(c('00400040000'), 'LEGENDARY')).toBe(4);
    expect(longestRunBelow(c('4'), 'LEGENDARY')).toBe(0);
    expect(longestRunBelow(c('1123'), 'RARE')).toBe(2);
    expect(longestRunBelow([], 'RARE')).toBe(0);
  });
});

describe('strategyFigures', () => {
  const achievementIds = ['first-light', 'explorer'];

  it('keeps income, percentiles and first collects consistent with the runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).chain(runsArbitrary), (players) => {
        const runs = players.map((p) => p.run);
        const rows = players.flatMap((p) => p.rows);
        const days = runs[0]!.endOfDay.length;
        const f = strategyFigures(runs, rows, { start: START, days, achievementIds });
        const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

        expect(f.players).toBe(runs.length);
        expect(f.income.total).toBe(
          rows.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
        );
        expect(sum(f.income.bySource)).toBe(f.income.total);
        expect(f.income.weeks.reduce((s, w) => s + w.total, 0)).toBe(f.income.total);
        for (const week of f.income.weeks) expect(sum(week.bySource)).toBe(week.total);
        expect(f.income.weeks.at(-1)?.lastDay).toBe(days);

        expect(f.balance.map((b) => b.day)).toEqual([7, 30, 90].filter((d) => d <= days));
        for (const s of [...f.balance, ...f.collections]) expect(s.p50).toBeLessThanOrEqual(s.p90);
        expect(f.telescopeLevel.at(-1)?.day).toBe(days);

        for (const tier of ['RARE', 'EPIC', 'LEGENDARY'] as const) {
          const firsts = runs.map((run) => firstCollectOf(run.collects, tier));
          const c = f.firstCollects[tier];
          expect(c.never).toBe(firsts.filter((v) => v === null).length);
          const ordered = [c.p50, c.p95, c.max].map((v) => v ?? Infinity);
          expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
          expect(c.longestWithout).toBe(
            Math.max(0, ...runs.filter((_, i) => firsts[i] === null).map((r) => r.collects.length)),
          );
          // A run before the first one is a run too; none is longer than a player's collects.
          expect(c.longestRun).toBeGreaterThanOrEqual(
            Math.max(0, ...firsts.map((v, i) => (v ?? runs[i]!.collects.length + 1) - 1)),
          );
          expect(c.longestRun).toBeLessThanOrEqual(
            Math.max(0, ...runs.map((r) => r.collects.length)),
          );
        }
        expect(f.achievementsNeverEarned).toEqual(achievementIds);
      }),
    );
  });
});

describe('attends', () => {
  it('draws the same days from the same seed, about the asked share of them', () => {
    const days = Array.from({ length: 2000 }, (_, i) => attends('s', 3, i + 1, 0.85));
    expect(Array.from({ length: 2000 }, (_, i) => attends('s', 3, i + 1, 0.85))).toEqual(days);
    const share = days.filter(Boolean).length / days.length;
    expect(share).toBeGreaterThan(0.82);
    expect(share).toBeLessThan(0.88);
    expect(days.some((d, i) => d !== attends('t', 3, i + 1, 0.85))).toBe(true);
    expect(Array.from({ length: 50 }, (_, i) => attends('s', 1, i + 1, 1))).not.toContain(false);
  });
});

describe('economyGoals', () => {
  const run = (id: number, strategy: string, collects: Rarity[], balance = 0): PlayerRun => ({
    id,
    strategy,
    daysAttended: collects.length,
    collects,
    endOfDay: collects.map((_, i) => ({ balance, collections: i + 1, telescopeLevel: 1 })),
    achievements: [],
  });
  const commons = (n: number): Rarity[] => Array<Rarity>(n).fill('COMMON');
  const goalsOf = (runs: PlayerRun[]) =>
    economyGoals(runs, [], {}, { start: START, days: 61, maxLevel: 10, spenders: [] });

  it('breaks a guarantee only once its number of collects passed without the tier', () => {
    expect(goalsOf([run(1, 'saver', commons(59))]).guarantees.LEGENDARY.holds).toBe(true);
    expect(goalsOf([run(1, 'saver', commons(60))]).guarantees.LEGENDARY.players).toBe(1);
    expect(
      goalsOf([run(1, 'saver', [...commons(60), 'LEGENDARY'])]).guarantees.LEGENDARY.holds,
    ).toBe(false);
    expect(
      goalsOf([run(1, 'saver', [...commons(59), 'LEGENDARY'])]).guarantees.LEGENDARY.holds,
    ).toBe(true);
    expect(goalsOf([run(1, 'saver', [...commons(20), 'EPIC'])]).guarantees.EPIC.players).toBe(1);
  });

  it('reads goal income per player-day before and after day 30', () => {
    const goal = (day: number, amount: number): LedgerTransaction => ({
      id: day,
      user_id: 1,
      reason: 'goal',
      description: '',
      amount,
      created_at: new Date(START.getTime() + (day - 1) * DAY_MS).toISOString(),
    });
    const runs = [run(1, 'saver', commons(61))];
    // 23 days at 10 a day, then 31 days at 4: under half, so the goal fails.
    const rows = [goal(8, 230), goal(31, 124), goal(7, 999)];
    const goals = economyGoals(
      runs,
      rows,
      {},
      { start: START, days: 61, maxLevel: 10, spenders: [] },
    );
    expect(goals.goalIncome).toEqual({ days8to30: 10, days31to90: 4, holds: false });
  });
});
