import { join } from 'node:path';
import { LEDGER_REASONS } from '@orrery/api/game/ledger';
import { getFullSystem } from '@orrery/api/game/systems';
import { findUserByEmail } from '@orrery/db/accounts';
import { ledgerSum, listTransactions } from '@orrery/db/economy';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, json, playerWithOneSystem, seededDatabase, withDb } from './fixtures.js';
import { runHere, runHereOk } from './in-process.js';
import { HAS_SCRIPT, runCli, runCliOnTerminal, runOk, tempDir } from './run-cli.js';

const dir = tempDir();
const EMAIL = 'ada@example.com';
let path: string;
let collected: { hash: string; currency: number };

beforeAll(async () => {
  path = await seededDatabase(dir, 'live.db');
  collected = await playerWithOneSystem(path, EMAIL);
});

const ledgerOf = (email: string) =>
  withDb(path, async (db) => {
    const user = (await findUserByEmail(db, email))!;
    const { rows } = await listTransactions(db, user.id, 100, 0);
    return { user, rows, sum: await ledgerSum(db, user.id) };
  });

describe('users', () => {
  it('lists every user with balance and systems held', () => {
    const users = json<{ email: string; currency: number; systems: number }[]>(
      runOk(['users', 'list', '--json', '--db', path]).stdout,
    );
    expect(users).toEqual([
      expect.objectContaining({ email: EMAIL, currency: collected.currency, systems: 1 }),
    ]);
    expect(runOk(['users', 'list', '--db', path]).stdout).toMatch(/^1 user\nId +Username +Email/);
  });

  it('shows one user, case-insensitively, with the ledger check', async () => {
    const { stdout } = await runHereOk(['users', 'show', 'ADA@example.com', '--db', path]);
    expect(stdout).toContain(`<${EMAIL}>`);
    expect(stdout).toContain('matches the ledger');
    expect(stdout).toMatch(new RegExp(`${LEDGER_REASONS.collection} +.+ +\\+\\d+ Ϟ`));
    const missing = runCli(['users', 'show', 'nobody@example.com', '--db', path]);
    expect(missing).toMatchObject({
      status: 1,
      stderr: 'orrery: No user with email nobody@example.com.\n',
    });
  });
});

describe('users grant', () => {
  it('adds one ledger row with reason grant, and the balance follows the ledger', async () => {
    const before = await ledgerOf(EMAIL);
    const { stdout } = runOk([
      'users',
      'grant',
      '--email',
      EMAIL,
      '--amount',
      '500',
      '--reason',
      'Outage refund',
      '--db',
      path,
    ]);
    expect(stdout).toContain(`balance ${(before.user.currency + 500).toLocaleString('en-US')} Ϟ`);
    const after = await ledgerOf(EMAIL);
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.rows[0]).toMatchObject({
      reason: 'grant',
      description: 'Outage refund',
      amount: 500,
    });
    expect(after.user.currency).toBe(before.user.currency + 500);
    expect(after.sum).toBe(after.user.currency);
  });

  it('says a negative amount is a deduction', async () => {
    const before = await ledgerOf(EMAIL);
    const args = ['--email', EMAIL, '--amount', '-200', '--reason', 'Duplicate refund'];
    const { stdout } = await runHereOk(['users', 'grant', ...args, '--db', path]);
    const balance = (before.user.currency - 200).toLocaleString('en-US');
    expect(stdout).toBe(`Deducted 200 Ϟ from ada <${EMAIL}>; balance ${balance} Ϟ.\n`);
    expect((await ledgerOf(EMAIL)).rows[0]).toMatchObject({ reason: 'grant', amount: -200 });
  });

  it.each([
    [
      ['--email', 'nobody@example.com', '--amount', '5'],
      1,
      'No user with email nobody@example.com.',
    ],
    [['--email', EMAIL, '--amount', '0'], 2, 'a grant of 0 changes nothing.'],
    [['--email', EMAIL, '--amount', '2.5'], 2, "argument '2.5' is invalid"],
    [['--email', EMAIL, '--amount', 'lots'], 2, "argument 'lots' is invalid"],
    [['--email', EMAIL, '--amount', '-99999999'], 2, 'is invalid'],
    [['--email', EMAIL, '--amount', '-1000000'], 1, 'A balance cannot go below 0'],
    [['--email', EMAIL, '--amount', '5', '--reason', ' '], 2, 'must not be empty'],
  ])('refuses %j and writes nothing', async (args, status, message) => {
    const before = await ledgerOf(EMAIL);
    const withReason = args.includes('--reason') ? args : [...args, '--reason', 'x'];
    const result = await runHere(['users', 'grant', ...withReason, '--db', path]);
    expect(result.status).toBe(status);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(await ledgerOf(EMAIL)).toEqual(before);
  });
});

describe('backup', () => {
  it('writes a copy that restores to an identical galaxy, players and discoveries', async () => {
    const copy = join(dir, 'backups', 'copy.db');
    expect(runOk(['backup', copy, '--db', path]).stdout).toMatch(/^Backed up .* to .*copy\.db/);
    for (const args of [
      ['stats', '--json'],
      ['users', 'list', '--json'],
      ['inspect', collected.hash, '--json'],
    ]) {
      const [fromCopy, fromLive] = [
        await runHereOk([...args, '--db', copy]),
        await runHereOk([...args, '--db', path]),
      ];
      expect(fromCopy.stdout).toBe(fromLive.stdout);
    }
    const served = await withDb(copy, (db) => getFullSystem(db, collected.hash));
    expect(served.discoverer).toEqual({ username: 'ada' });
  });

  it('refuses to overwrite an existing file', () => {
    const copy = join(dir, 'backups', 'copy.db');
    const result = runCli(['backup', copy, '--db', path]);
    expect(result).toMatchObject({
      status: 1,
      stderr: `orrery: ${copy} already exists; choose a new file.\n`,
    });
  });
});

describe('reset', () => {
  it('refuses without a terminal unless --yes, and changes nothing', async () => {
    const before = await fingerprint(path);
    const refused = runCli(['reset', '--db', path]);
    expect(refused).toMatchObject({
      status: 1,
      stderr: 'orrery: Refusing to reset without a terminal; pass --yes.\n',
    });
    expect(await fingerprint(path)).toEqual(before);
  });

  it.skipIf(!HAS_SCRIPT)('asks on a terminal, and "n" changes nothing', async () => {
    const before = await fingerprint(path);
    const { status, stdout } = runCliOnTerminal(['reset', '--db', path], 'n\n');
    expect(stdout).toContain(`Remove the galaxy and every discovery from ${path}? [y/N]`);
    expect(stdout).toContain('orrery: Reset cancelled; nothing changed.');
    expect(status).toBe(1);
    expect(await fingerprint(path)).toEqual(before);
  });

  it('removes the galaxy and discoveries but keeps players and their ledgers', async () => {
    const before = await ledgerOf(EMAIL);
    const { stdout } = await runHereOk(['reset', '--yes', '--db', path]);
    expect(stdout).toMatch(
      /^Removed 1,000 systems and 1 discovery; players and their ledgers kept\.$/m,
    );
    const stats = await runHere(['stats', '--db', path]);
    expect(stats).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('There is no galaxy yet'),
    });
    expect(await ledgerOf(EMAIL)).toEqual(before);
    // The galaxy can be seeded again without --force, and search finds only the new systems.
    await runHereOk(['seed', '--seed', 'after-reset', '--size', '200', '--db', path]);
    expect(
      json<{ systems: number; discovered: number }>(
        (await runHereOk(['stats', '--json', '--db', path])).stdout,
      ),
    ).toMatchObject({ systems: 200, discovered: 0 });
  });

  it('with --all also removes every player with their ledger', async () => {
    const { stdout } = runOk(['reset', '--all', '--yes', '--db', path]);
    expect(stdout).toMatch(/^Removed 200 systems, 0 discoveries and 1 player\.$/m);
    expect(json((await runHereOk(['users', 'list', '--json', '--db', path])).stdout)).toEqual([]);
    expect(await fingerprint(path)).toMatchObject({ galaxy: [], users: [], ledger: [] });
  });
});
