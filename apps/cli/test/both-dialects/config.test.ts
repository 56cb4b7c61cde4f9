import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from '@orrery/api/game/accounts';
import { getBuydownQuote } from '@orrery/api/game/collect';
import { loadGameConfig } from '@orrery/api/game/core';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW } from '../fixtures.js';
import { runHere, runHereOk } from '../in-process.js';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

// `orrery config` on the project's database (SQLite under cli, PostgreSQL under cli-pg): what a
// designer types, what the game then charges. The binary runs a few of them (exit codes, stdio);
// the rest run in this process through the same entry.
const dir = tempDir();
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];

interface KeyRow {
  key: string;
  value: unknown;
  default: unknown;
  unit: string;
  meaning: string;
}

/** Everything a refused command must leave alone: the galaxy row and the audit trail. */
const stateOf = async () => ({
  galaxy: await database.db.selectFrom('galaxies').selectAll().execute(),
  history: await database.db.selectFrom('config_changes').selectAll().execute(),
});

const file = (name: string, value: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  await runHereOk(on('seed', '--seed', 'config', '--size', '200'));
});

describe(`orrery config on ${testDialect}`, () => {
  it('shows every key with value, default, unit and meaning', async () => {
    const shown = json<{ keys: KeyRow[]; config: Record<string, unknown> }>(
      runOk(on('config', 'show', '--json')).stdout,
    );
    const baseRange = shown.keys.find((k) => k.key === 'telescope.baseRangeLy');
    expect(baseRange).toEqual({
      key: 'telescope.baseRangeLy',
      value: 10000,
      default: 10000,
      unit: 'ly',
      meaning: 'Telescope range at level 1',
    });
    for (const row of shown.keys) expect(row.unit, row.key).not.toBe('?');
    expect(shown.config).toHaveProperty('buydownCostPerHour', 100);
    const table = (await runHereOk(on('config', 'show'))).stdout;
    expect(table).toMatch(
      /^telescope\.baseRangeLy\s+10000\s+=\s+ly\s+Telescope range at level 1$/m,
    );
  });

  it('sets keys in one audited change that the game then uses', async () => {
    const dry = await runHereOk(on('config', 'set', 'buydownCostPerHour=80', '--dry-run'));
    expect(dry.stdout).toMatch(/^buydownCostPerHour\s+100\s+80$/m);
    expect(dry.stdout).toMatch(/Dry run: nothing stored\./);
    expect((await loadGameConfig(database.db)).buydownCostPerHour).toBe(100);

    const set = await runHereOk(
      on(
        'config',
        'set',
        'buydownCostPerHour=80',
        'collectionRewards.EPIC=450',
        '--note',
        'Winter',
      ),
    );
    expect(set.stdout).toMatch(/Stored in one transaction/);
    const player = await register(
      database.db,
      { username: 'ada', suffix: '', email: 'ada@example.com', password: 'correct horse battery' },
      NOW,
    );
    expect((await getBuydownQuote(database.db, player.id, NOW)).costPerHour).toBe(80);
    expect((await loadGameConfig(database.db)).collectionRewards.EPIC).toBe(450);

    const [latest] = json<{ source: string; note: string; changes: unknown[] }[]>(
      (await runHereOk(on('config', 'history', '--json'))).stdout,
    );
    expect(latest).toMatchObject({
      source: 'config set',
      note: 'Winter',
      changes: [
        { key: 'collectionRewards.EPIC', before: 400, after: 450 },
        { key: 'buydownCostPerHour', before: 100, after: 80 },
      ],
    });
    expect((await runHereOk(on('config', 'history'))).stdout).toMatch(
      /config set\s+collectionRewards\.EPIC\s+400\s+450\s+Winter/,
    );
  });

  it('refuses bad values one line per problem, exit 2, and writes nothing', async () => {
    const before = await stateOf();
    const refused = runCli(
      on(
        'config',
        'set',
        'startingCredits=10',
        'cooldownHours=-1',
        'telescope.maxLevel=ten',
        'nope=1',
      ),
    );
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trimEnd().split('\n')).toEqual([
      'orrery: the config is refused (3 problems):',
      '  nope: no such key (orrery config show lists them)',
      expect.stringMatching(/^ {2}cooldownHours: /),
      expect.stringMatching(/^ {2}telescope\.maxLevel: .*expected number/),
    ]);
    const tiers = await runHere(on('config', 'set', 'rarity.thresholds.EPIC=99'));
    expect(tiers.status).toBe(2);
    expect(tiers.stderr).toMatch(
      /^orrery: the config is refused \(1 problem\):\n {2}rarity\.thresholds\.EPIC: changed only by orrery rebalance/,
    );
    const badFile = await runHere(
      on('config', 'apply', file('bad.json', { telescope: { maxLevel: 0 }, tradng: 1 })),
    );
    expect(badFile.status).toBe(2);
    expect(badFile.stderr.trimEnd().split('\n')).toHaveLength(3);
    expect((await runHere(on('config', 'apply', file('broken.json', '{"a":')))).status).toBe(1);
    expect(await stateOf()).toEqual(before);
  });

  it('diffs a file with the live config, and applies it in one change', async () => {
    const draft = file('draft.json', {
      telescope: { baseRangeLy: 12000 },
      streakBonus: { maxPercent: 40 },
    });
    const diff = json<{ changes: unknown[] }>(
      (await runHereOk(on('config', 'diff', draft, '--json'))).stdout,
    );
    expect(diff.changes).toEqual([
      { key: 'telescope.baseRangeLy', before: 10000, after: 12000 },
      { key: 'streakBonus.maxPercent', before: 50, after: 40 },
    ]);
    expect((await runHereOk(on('config', 'diff', draft))).stdout).toMatch(
      /^telescope\.baseRangeLy\s+10000\s+12000$/m,
    );
    const before = await stateOf();
    await runHereOk(on('config', 'apply', draft, '--dry-run'));
    expect(await stateOf()).toEqual(before);
    const applied = json<{ stored: boolean }>(
      (await runHereOk(on('config', 'apply', draft, '--note', 'Range', '--json'))).stdout,
    );
    expect(applied.stored).toBe(true);
    expect((await loadGameConfig(database.db)).telescope.baseRangeLy).toBe(12000);
    // The whole config as show prints it applies as no change at all.
    const whole = json<{ config: unknown }>(
      (await runHereOk(on('config', 'show', '--json'))).stdout,
    ).config;
    expect(
      json<{ changes: unknown[] }>(
        (await runHereOk(on('config', 'diff', file('whole.json', whole), '--json'))).stdout,
      ).changes,
    ).toEqual([]);
    expect(
      json<{ source: string }[]>((await runHereOk(on('config', 'history', '--json'))).stdout)[0],
    ).toMatchObject({ source: 'config apply' });
  });

  it('simulates a draft beside the live config on the same seed', async () => {
    const before = await stateOf();
    const draft = file('sim.json', { collectionRewards: { COMMON: 500 } });
    const args = ['simulate', '--players', '3', '--days', '2', '--config', draft, '--json'];
    const run = json<{
      changes: unknown[];
      goals: { goal: string; live: unknown; draft: unknown; moved: boolean }[];
      live: { currencyIn: Record<string, number> };
      draft: { currencyIn: Record<string, number> };
    }>((await runHereOk(on(...args))).stdout);
    expect(run.changes).toEqual([{ key: 'collectionRewards.COMMON', before: 50, after: 500 }]);
    expect(run.goals.length).toBeGreaterThan(0);
    // The same players on the same seed: the draft's richer Commons pay more.
    expect(run.draft.currencyIn.collection).toBeGreaterThan(run.live.currencyIn.collection!);
    const refused = await runHere(
      on(
        'simulate',
        '--players',
        '3',
        '--days',
        '2',
        '--config',
        file('x.json', { cooldownHours: 0 }),
      ),
    );
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      /^orrery: the config is refused \(1 problem\):\n {2}cooldownHours: /,
    );
    expect(await stateOf()).toEqual(before);
  });

  it('records a rebalance in the history', async () => {
    await runHereOk(on('rebalance', '--target', '50,30,12,6,2', '--note', 'More rares', '--json'));
    const [latest] = json<{ source: string; note: string; changes: { key: string }[] }[]>(
      (await runHereOk(on('config', 'history', '--json'))).stdout,
    );
    expect(latest).toMatchObject({ source: 'rebalance', note: 'More rares' });
    expect(latest!.changes.map((c) => c.key)).toContain('rarity.thresholds.RARE');
  });
});
