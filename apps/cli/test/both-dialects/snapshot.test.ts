import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { runHere, runHereOk } from '../in-process.js';
import { cliDatabase } from './cli-database.js';

// `snapshot write` of the database's galaxy: SQLite under cli, PostgreSQL under cli-pg.
const dir = tempDir();
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];
const profile = join(dir, 'two-arms.json');

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  writeFileSync(profile, JSON.stringify({ galaxy: { arms: 2 } }));
  await runHereOk(on('seed', '--seed', 'snap', '--size', '300', '--profile', profile));
});

const manifestOf = (target: string) =>
  JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8')) as Record<string, unknown>;

describe(`snapshot write of the galaxy on ${testDialect}`, () => {
  it('keeps what seed --seed --profile would make, rarity and profile included', async () => {
    const fromDatabase = join(dir, 'from-database');
    const fromSeed = join(dir, 'from-seed');
    runOk(on('snapshot', 'write', fromDatabase, '--sample', '6'));
    await runHereOk([
      ...['snapshot', 'write', fromSeed, '--seed', 'snap', '--size', '300'],
      ...['--profile', profile, '--sample', '6'],
    ]);
    expect(manifestOf(fromDatabase)).toMatchObject({ seed: 'snap', size: 300 });
    expect(manifestOf(fromDatabase).profileDigest).toMatch(/^[0-9a-f]{64}$/);
    for (const name of readdirSync(fromSeed)) {
      expect(readFileSync(join(fromDatabase, name), 'utf8'), name).toBe(
        readFileSync(join(fromSeed, name), 'utf8'),
      );
    }
    expect(runCli(['snapshot', 'check', fromDatabase]).status).toBe(0);
  });

  it('keeps a rebalanced galaxy’s thresholds, and checks without the database', async () => {
    await runHereOk(on('rebalance', '--target', '40,30,20,8,2'));
    const target = join(dir, 'rebalanced');
    await runHereOk(on('snapshot', 'write', target, '--indices', '0,1,2'));
    const { rarity } = manifestOf(target) as { rarity: { thresholds: Record<string, number> } };
    expect(Object.keys(rarity.thresholds).sort()).toEqual([
      'EPIC',
      'LEGENDARY',
      'RARE',
      'UNCOMMON',
    ]);
    // check takes no database at all: it regenerates from the manifest alone.
    expect(
      await runHere(['snapshot', 'check', target, '--db', join(dir, 'none.db')]),
    ).toMatchObject({
      status: 2,
    });
    expect(runCli(['snapshot', 'check', target])).toMatchObject({ status: 0 });
  });
});
