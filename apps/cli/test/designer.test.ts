import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGameConfig } from '@orrery/api/game/core';
import { getFullSystem } from '@orrery/api/game/systems';
import { findSystemByHash } from '@orrery/db/systems';
import { GENERATOR_VERSIONS } from '@orrery/procgen';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, json, playerWithOneSystem, seededDatabase, withDb } from './fixtures.js';
import { runHere, runHereOk } from './in-process.js';
import { runCli, runOk, tempDir } from './run-cli.js';
import type { SimulationReport } from '../src/services/simulate-economy.js';
import type { FirstTier } from '../src/services/simulate-figures.js';

/** A version no build of this one generates: one past the newest it knows. */
const UNKNOWN_VERSION = Math.max(...GENERATOR_VERSIONS) + 1;

const dir = tempDir();
let path: string;
let discoveredHash: string;

beforeAll(async () => {
  path = await seededDatabase(dir, 'designer.db');
  discoveredHash = (await playerWithOneSystem(path, 'grace@example.com')).hash;
});

type Counts = Record<'COMMON' | 'UNCOMMON' | 'RARE' | 'EPIC' | 'LEGENDARY', number>;

const rarityShares = (stdout: string) => {
  const { rarity, systems } = json<{ rarity: Counts; systems: number }>(stdout);
  return Object.fromEntries(
    Object.entries(rarity).map(([tier, count]) => [tier, (count / systems) * 100]),
  );
};

const expectWithin2Points = (shares: Record<string, number>, target: Counts) => {
  for (const [tier, share] of Object.entries(target)) {
    expect(Math.abs((shares[tier] ?? 0) - share), tier).toBeLessThanOrEqual(2);
  }
};

describe('inspect', () => {
  it('prints exactly what the server serves for the system with --json', async () => {
    const { stdout } = runOk(['inspect', discoveredHash, '--json', '--db', path]);
    const served = await withDb(path, (db) => getFullSystem(db, discoveredHash));
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(served)));
    expect(served.discovered).toBe(true);
  });

  it('draws a tree with units, by index or by hash alike', async () => {
    const index = await withDb(
      path,
      async (db) => (await findSystemByHash(db, discoveredHash))!.id,
    );
    const byIndex = (await runHereOk(['inspect', String(index), '--db', path])).stdout;
    expect((await runHereOk(['inspect', discoveredHash, '--db', path])).stdout).toBe(byIndex);
    expect(byIndex).toMatch(
      new RegExp(
        `^\\S.* #${index} ${discoveredHash} (COMMON|UNCOMMON|RARE|EPIC|LEGENDARY) \\(score`,
      ),
    );
    expect(byIndex).toContain('Discovered by grace on');
    expect(byIndex).toMatch(/^Stars \(\d\)$/m);
    expect(byIndex).toMatch(
      /^[└├]─ .* · .+ K · mass .+ (M☉|M♃) · radius .+ (R☉|km) · luminosity .+ L☉/m,
    );
    expect(byIndex).not.toMatch(/\de[+-]?\d/);
  });

  it('shows planets and moons with their units', async () => {
    const withMoons = await withDb(path, (db) =>
      db.selectFrom('systems').select('id').where('moon_count', '>', 0).executeTakeFirstOrThrow(),
    );
    const tree = (await runHereOk(['inspect', String(withMoons.id), '--db', path])).stdout;
    expect(tree).toMatch(/^[└├]─ .* · a \S+ AU · period \S+ (days?|years?) · mass \S+ (M⊕|M♃)/m);
    expect(tree).toMatch(
      /^[│ ] {2}[└├]─ .* · mass .+ kg · radius \S+ k?m · period \S+ (days?|years?)$/m,
    );
    expect(tree).not.toMatch(/\de[+-]?\d/);
  });

  it('refuses an unknown system', () => {
    expect(runCli(['inspect', 'nope', '--db', path])).toMatchObject({
      status: 1,
      stderr: 'orrery: No system with index or hash nope.\n',
    });
  });
});

describe('rebalance', () => {
  it('--dry-run shows the plan and stores nothing', async () => {
    const before = await fingerprint(path);
    const plan = json<{ countsAfter: Counts; systems: number; dryRun: boolean }>(
      (
        await runHereOk([
          'rebalance',
          '--target',
          '40,30,20,8,2',
          '--dry-run',
          '--json',
          '--db',
          path,
        ])
      ).stdout,
    );
    expect(plan.dryRun).toBe(true);
    const shares = Object.fromEntries(
      Object.entries(plan.countsAfter).map(([tier, n]) => [tier, (n / plan.systems) * 100]),
    );
    expectWithin2Points(shares, { COMMON: 40, UNCOMMON: 30, RARE: 20, EPIC: 8, LEGENDARY: 2 });
    expect(await fingerprint(path)).toEqual(before);
  });

  it("shows what players would collect under the guarantees, beside the galaxy's shares", async () => {
    const plan = json<{ countsAfter: Counts; systems: number; collectedAfter: Counts }>(
      (
        await runHereOk([
          'rebalance',
          '--target',
          '70,20,7,2,1',
          '--dry-run',
          '--json',
          '--db',
          path,
        ])
      ).stdout,
    );
    const collected = plan.collectedAfter;
    const galaxyShare = (tier: keyof Counts) => plan.countsAfter[tier] / plan.systems;
    expect(Object.values(collected).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // The pity and the guarantees move collects from the common tiers to the rare ones.
    expect(collected.COMMON).toBeLessThan(galaxyShare('COMMON'));
    expect(collected.RARE + collected.EPIC + collected.LEGENDARY).toBeGreaterThan(
      galaxyShare('RARE') + galaxyShare('EPIC') + galaxyShare('LEGENDARY'),
    );
    expect(collected.LEGENDARY).toBeGreaterThan(galaxyShare('LEGENDARY'));
    const table = (await runHereOk(['rebalance', '--dry-run', '--db', path])).stdout;
    expect(table).toContain("Share of players' collects");
  });

  it('stores the thresholds and every rarity, reaching the target within 2 points', async () => {
    const target = { COMMON: 50, UNCOMMON: 30, RARE: 12, EPIC: 6, LEGENDARY: 2 };
    const { stdout } = await runHereOk(['rebalance', '--target', '50,30,12,6,2', '--db', path]);
    expect(stdout).toMatch(/^Tier +Target +Before +After/m);
    expect(stdout).toContain("Stored the new rarity config and every system's rarity.");
    expectWithin2Points(
      rarityShares((await runHereOk(['stats', '--json', '--db', path])).stdout),
      target,
    );
    // The server's view follows: stored rarity and the stored thresholds agree.
    await withDb(path, async (db) => {
      const { rarity } = await loadGameConfig(db);
      const served = await getFullSystem(db, discoveredHash);
      const tiers = ['UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY'] as const;
      const expected = tiers.reduce<string>(
        (tier, next) => (served.rarityScore >= rarity.thresholds[next] ? next : tier),
        'COMMON',
      );
      expect(served.rarity).toBe(expected);
    });
  });

  it('retunes with new weights: scores change and the target is still reached', async () => {
    const weights = join(dir, 'weights.json');
    writeFileSync(weights, JSON.stringify({ planet: 1, moon: 0.5 }));
    // A system with planets: its score must move when planets and moons weigh more.
    const { hash: withPlanets, scoreBefore } = await withDb(path, async (db) => {
      const { hash } = await db
        .selectFrom('systems')
        .select('hash')
        .where('planet_count', '>', 0)
        .executeTakeFirstOrThrow();
      return { hash, scoreBefore: (await getFullSystem(db, hash)).rarityScore };
    });
    await runHereOk(['rebalance', '--weights', weights, '--db', path]);
    expectWithin2Points(rarityShares((await runHereOk(['stats', '--json', '--db', path])).stdout), {
      COMMON: 60,
      UNCOMMON: 25,
      RARE: 10,
      EPIC: 4,
      LEGENDARY: 1,
    });
    await withDb(path, async (db) => {
      const { rarity } = await loadGameConfig(db);
      expect(rarity.weights).toMatchObject({ planet: 1, moon: 0.5 });
      expect((await getFullSystem(db, withPlanets)).rarityScore).toBeGreaterThan(scoreBefore);
    });
  });

  it.each([
    [['--target', '60,25,10,4'], 2, 'expected five non-negative percentages'],
    [['--target', '60,25,10,4,2'], 2, 'must add up to 100 (they add up to 101)'],
    [
      ['--weights', '/nonexistent/weights.json'],
      1,
      '--weights /nonexistent/weights.json: no such file.',
    ],
  ])('refuses %j and changes nothing', async (args, status, message) => {
    const before = await fingerprint(path);
    const result = await runHere(['rebalance', ...args, '--db', path]);
    expect(result.status).toBe(status);
    expect(result.stderr).toContain(message);
    expect(await fingerprint(path)).toEqual(before);
  });

  it.each([
    ['negative.json', '{ "planet": -1 }', 'Rarity weight "planet" must be a number ≥ 0 (it is -1)'],
    ['text.json', '{ "moon": "lots" }', 'Rarity weight "moon" must be a number ≥ 0 (it is "lots")'],
    ['list.json', '[1, 2]', 'expected a JSON object of feature weights.'],
    [
      'broken.json',
      '{\n  "planet": 0.3,\n  "moon": \n}\n',
      'not valid JSON at line 4, column 1: unexpected "}".',
    ],
    ['trailing.json', '{ "planet": 0.3, }', 'not valid JSON at line 1, column 18: unexpected "}".'],
    [
      'cut.json',
      '{ "planet": 0.3',
      'not valid JSON at line 1, column 16: the file ends too early.',
    ],
  ])(
    'refuses a weights file %s naming --weights and the file, and changes nothing',
    async (name, text, message) => {
      const file = join(dir, name);
      writeFileSync(file, text);
      const before = await fingerprint(path);
      const result = await runHere(['rebalance', '--weights', file, '--db', path]);
      expect(result.status).toBe(1);
      expect(result.stderr.startsWith(`orrery: --weights ${file}: ${message}`)).toBe(true);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(await fingerprint(path)).toEqual(before);
    },
  );

  it('refuses a directory given as the weights file', () => {
    const result = runCli(['rebalance', '--weights', dir, '--db', path]);
    expect(result).toMatchObject({
      status: 1,
      stderr: `orrery: --weights ${dir}: a directory, not a JSON file.\n`,
    });
  });

  it('refuses new weights for a galaxy of a generator version this build does not know', async () => {
    const other = await seededDatabase(dir, 'other-version.db', 'old', 200);
    await withDb(other, (db) =>
      db.updateTable('galaxies').set({ generator_version: UNKNOWN_VERSION }).execute(),
    );
    const weights = join(dir, 'moons.json');
    writeFileSync(weights, JSON.stringify({ moon: 1 }));
    const before = await fingerprint(other);
    const result = await runHere(['rebalance', '--weights', weights, '--db', other]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `The galaxy was seeded by generator v${UNKNOWN_VERSION}; this build generates v`,
    );
    expect(await fingerprint(other)).toEqual(before);
  });

  it('refuses weights for features the score does not have', async () => {
    const weights = join(dir, 'unknown.json');
    writeFileSync(weights, JSON.stringify({ dragons: 3 }));
    const result = await runHere(['rebalance', '--weights', weights, '--dry-run', '--db', path]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^orrery: --weights .*unknown\.json: Unknown rarity feature "dragons"; the features are binary, /,
    );
  });
});

describe('simulate', () => {
  const total = (values: Record<string, number>) =>
    Object.values(values).reduce((a, b) => a + b, 0);
  const run = async (players: number, days: number, args: string[]) =>
    (
      await runHereOk([
        'simulate',
        '--players',
        String(players),
        '--days',
        String(days),
        '--json',
        '--db',
        path,
        ...args,
      ])
    ).stdout;
  const simulate = (...args: string[]) => run(8, 10, args);
  /** A smaller run, where only sameness and attendance are compared. */
  const simulateSmall = (...args: string[]) => run(4, 5, args);

  it('plays on a throw-away copy and reports figures that follow the ledger rules', async () => {
    const before = await fingerprint(path);
    const report = json<SimulationReport>(await simulate('--seed', '7', '--attendance', '0.7'));

    expect(report.ledgerConsistent).toBe(true);
    expect(report.playerResults).toHaveLength(8);
    for (const player of report.playerResults) {
      expect(player.balance).toBe(player.ledgerSum);
      expect(player.balance).toBeGreaterThanOrEqual(0);
      expect(player.daysAttended).toBeLessThanOrEqual(10);
      // A player collects at most once a day it plays, unless it buys the cooldown down (every
      // look-in, four a day).
      const perDay = player.strategy === 'buyer' ? 4 : 1;
      expect(player.systems).toBeLessThanOrEqual(perDay * player.daysAttended);
    }
    // Players miss days at 0.7, so somebody did.
    expect(report.playerResults.some((p) => p.daysAttended < 10)).toBe(true);
    const balances = report.playerResults.reduce((sum, p) => sum + p.balance, 0);
    expect(total(report.currencyIn) - total(report.currencyOut)).toBe(balances);
    expect(report.daily).toHaveLength(10);
    const collections = report.daily.reduce((sum, d) => sum + d.collections, 0);
    expect(collections).toBe(report.playerResults.reduce((sum, p) => sum + p.systems, 0));
    expect(report.daily.reduce((sum, d) => sum + d.currencyIn, 0)).toBe(total(report.currencyIn));
    expect(total(report.telescopeLevels)).toBe(8);

    expect(Object.keys(report.byStrategy)).toEqual(['saver', 'buyer', 'upgrader', 'collector']);
    let income = 0;
    for (const [strategy, figures] of Object.entries(report.byStrategy)) {
      const players = report.playerResults.filter((p) => p.strategy === strategy);
      expect(figures.players).toBe(players.length);
      // Figures on day 7 only (the run has 10 days); the telescope on its last day.
      expect(figures.balance.map((b) => b.day)).toEqual([7]);
      expect(figures.telescopeLevel.map((t) => t.day)).toEqual([10]);
      for (const s of [...figures.balance, ...figures.collections]) {
        expect(s.p50).toBeLessThanOrEqual(s.p90);
      }
      const mostDays = Math.max(...players.map((p) => p.daysAttended));
      const mostPerDay = strategy === 'buyer' ? 4 : 1;
      for (const c of figures.collections) {
        expect(c.p90).toBeLessThanOrEqual(mostPerDay * Math.min(c.day, mostDays));
      }
      expect(total(figures.income.bySource)).toBe(figures.income.total);
      expect(figures.income.weeks.map((w) => [w.firstDay, w.lastDay])).toEqual([
        [1, 7],
        [8, 10],
      ]);
      for (const week of figures.income.weeks) expect(total(week.bySource)).toBe(week.total);
      expect(figures.income.weeks.reduce((sum, w) => sum + w.total, 0)).toBe(figures.income.total);
      income += figures.income.total;
      for (const [tier, f] of Object.entries(figures.firstCollects)) {
        const firsts = players.map((p) => p.firstCollects[tier as FirstTier]);
        expect(f.never).toBe(firsts.filter((v) => v === null).length);
        const got = firsts.filter((v): v is number => v !== null);
        // A percentile is a player's figure, or null once it lands on a player who never got one.
        const ordered = [f.p50, f.p95, f.max].map((v) => v ?? Infinity);
        expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
        expect(f.max).toBe(f.never > 0 ? null : Math.max(...got));
        if (f.p50 !== null) expect(got).toContain(f.p50);
        expect(f.longestRun).toBeGreaterThanOrEqual(f.longestWithout);
        expect(f.longestRun).toBeLessThanOrEqual(Math.max(...players.map((p) => p.systems)));
      }
      // Never earned by anyone means never earned within each strategy.
      for (const id of report.achievementsNeverEarned) {
        expect(figures.achievementsNeverEarned).toContain(id);
      }
    }
    expect(income).toBe(total(report.currencyIn));

    // The real database never saw any of it.
    expect(await fingerprint(path)).toEqual(before);
  });

  it('repeats a run byte for byte with the same seed and options; the seed decides missed days', async () => {
    const first = await simulateSmall('--seed', 'alpha', '--attendance', '0.6');
    expect(await simulateSmall('--seed', 'alpha', '--attendance', '0.6')).toBe(first);
    const attended = (stdout: string) =>
      json<SimulationReport>(stdout).playerResults.map((p) => p.daysAttended);
    expect(attended(await simulateSmall('--seed', 'beta', '--attendance', '0.6'))).not.toEqual(
      attended(first),
    );
    expect(attended(await simulateSmall('--attendance', '1'))).toEqual(Array(4).fill(5));
  });

  it('validates its arguments', async () => {
    const result = runCli(['simulate', '--players', '0', '--days', '3', '--db', path]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("option '--players <n>' argument '0' is invalid");
    const base = ['simulate', '--players', '1', '--days', '1', '--db', path];
    for (const [option, value] of [
      ['--attendance', '0'],
      ['--attendance', '1.5'],
      ['--attendance', 'most'],
      ['--start', '2026-02-30'],
      ['--seed', ' '],
    ] as const) {
      const refused = await runHere([...base, option, value]);
      expect(refused.status, `${option} ${value}`).toBe(2);
      expect(refused.stderr).toContain(`option '${option} <`);
    }
  });
});
