import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { register, updateEmailPreferences } from '@orrery/api/game/accounts';
import { findUserByEmail } from '@orrery/db/accounts';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW } from '../fixtures.js';
import { runHere, runHereOk } from '../in-process.js';
import { runCli, tempDir } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

// Every operator command on the project's database: SQLite under cli, PostgreSQL under cli-pg.
const dir = tempDir();
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  await runHereOk(on('seed', '--seed', 'both', '--size', '400'));
  await register(
    database.db,
    { username: 'ada', suffix: '', email: 'ada@example.com', password: 'correct horse battery' },
    NOW,
  );
});

describe(`orrery on ${testDialect}`, () => {
  it('seeds, counts and inspects', async () => {
    const stats = json<{ systems: number; galaxy: { seed: string } }>(
      (await runHereOk(on('stats', '--json'))).stdout,
    );
    expect(stats).toMatchObject({ systems: 400, galaxy: { seed: 'both' } });
    const system = json<{ hash: string }>((await runHereOk(on('inspect', '7', '--json'))).stdout);
    const stored = await database.db
      .selectFrom('systems')
      .select('hash')
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(system.hash).toBe(stored.hash);
    expect(await runHere(on('seed', '--seed', 'again', '--size', '10'))).toMatchObject({
      status: 1,
    });
  });

  it('lists users and grants currency through the ledger', async () => {
    await runHereOk(
      on('users', 'grant', '--email', 'ada@example.com', '--amount', '70', '--reason', 'Hi'),
    );
    const [ada] = json<{ email: string; currency: number }[]>(
      (await runHereOk(on('users', 'list', '--json'))).stdout,
    );
    expect(ada).toMatchObject({ email: 'ada@example.com', currency: 70 });
    const shown = json<{ ledgerSum: number }>(
      (await runHereOk(on('users', 'show', 'ada@example.com', '--json'))).stdout,
    );
    expect(shown.ledgerSum).toBe(70);
  });

  it('rebalances to a target, and stats then count the new tiers', async () => {
    const plan = json<{ countsAfter: Record<string, number> }>(
      (await runHereOk(on('rebalance', '--target', '50,30,12,6,2', '--json'))).stdout,
    );
    expect(plan.countsAfter).toEqual({
      COMMON: 200,
      UNCOMMON: 120,
      RARE: 48,
      EPIC: 24,
      LEGENDARY: 8,
    });
    const stats = json<{ rarity: Record<string, number> }>(
      (await runHereOk(on('stats', '--json'))).stdout,
    );
    expect(stats.rarity).toEqual(plan.countsAfter);
  });

  it('simulates on a copy and leaves the database alone', async () => {
    const report = json<{ ledgerConsistent: boolean }>(
      (await runHereOk(on('simulate', '--players', '3', '--days', '2', '--json'))).stdout,
    );
    expect(report.ledgerConsistent).toBe(true);
    expect(json<unknown[]>((await runHereOk(on('users', 'list', '--json'))).stdout)).toHaveLength(
      1,
    );
  });

  it('backs up (pg_dump on PostgreSQL) to a file that restores', async () => {
    const file = join(dir, 'backup.dump');
    expect((await runHereOk(on('backup', file))).stdout).toMatch(
      /^Backed up .+ to .+ \([\d,]+ bytes\)\.\n$/,
    );
    expect(existsSync(file)).toBe(true);
    if (testDialect === 'postgres') {
      const listed = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
      expect(listed.stdout).toMatch(/TABLE DATA public ledger_transactions/);
    } else {
      expect(json((await runHereOk(['stats', '--json', '--db', file])).stdout)).toMatchObject({
        systems: 400,
      });
    }
  });

  it('queues product news, lists the outbox and sends a dead mail again', async () => {
    const ada = (await findUserByEmail(database.db, 'ada@example.com'))!;
    await updateEmailPreferences(database.db, ada.id, [
      { emailType: 'product-news', enabled: true },
    ]);
    const body = join(dir, 'news.txt');
    writeFileSync(body, 'Comets now cross the galaxy.\n');
    expect(
      (await runHereOk(on('mail', 'news', '--subject', 'Comets arrive', '--body-file', body)))
        .stdout,
    ).toBe('Queued “Comets arrive” for 1 player; the server sends it.\n');
    const [queued] = json<{ id: number; kind: string; status: string }[]>(
      (await runHereOk(on('mail', 'outbox', '--status', 'pending', '--json'))).stdout,
    );
    expect(queued).toMatchObject({ kind: 'product-news', status: 'pending' });
    await database.db
      .updateTable('mail_outbox')
      .set({ status: 'dead', attempts: 8, last_error: '550 No such mailbox' })
      .where('id', '=', queued!.id)
      .execute();
    expect((await runHereOk(on('mail', 'retry', String(queued!.id)))).stdout).toBe(
      `Mail ${queued!.id} (product-news) is pending again; a server sends it shortly.\n`,
    );
    expect(
      json<unknown[]>((await runHereOk(on('mail', 'outbox', '--status', 'dead', '--json'))).stdout),
    ).toEqual([]);
  });

  it('lists identity collisions and gives an account an address of its own', async () => {
    // As the identity-keys migration leaves a collision: bob without his address's key.
    const ada = (await findUserByEmail(database.db, 'ada@example.com'))!;
    const bob = await register(
      database.db,
      { username: 'bob', suffix: '', email: 'bob@example.com', password: 'correct horse battery' },
      NOW,
    );
    await database.db
      .updateTable('users')
      .set({ email_key: null })
      .where('id', '=', bob.id)
      .execute();
    await database.db
      .insertInto('identity_collisions')
      .values({
        kind: 'email',
        identity_key: 'bob@example.com',
        user_id: bob.id,
        holder_id: ada.id,
        found_at: NOW.toISOString(),
      })
      .execute();
    expect(await findUserByEmail(database.db, 'bob@example.com')).toBeUndefined();
    expect(json((await runHereOk(on('users', 'collisions', '--json'))).stdout)).toEqual([
      {
        kind: 'email',
        key: 'bob@example.com',
        account: { id: bob.id, username: 'bob', email: 'bob@example.com' },
        holder: { id: ada.id, username: 'ada', email: 'ada@example.com' },
        foundAt: NOW.toISOString(),
      },
    ]);
    expect((await runHereOk(on('users', 'collisions'))).stdout).toMatch(
      /^1 identity collision\nKind +Key/,
    );

    const taken = runCli(
      on('users', 'set-identity', '--id', String(bob.id), '--email', 'ADA@example.com'),
    );
    expect(taken).toMatchObject({ status: 1, stderr: 'orrery: Email is already registered\n' });
    expect(await runHere(on('users', 'set-identity', '--id', String(bob.id)))).toMatchObject({
      status: 2,
    });
    expect(
      (
        await runHereOk(
          on('users', 'set-identity', '--id', String(bob.id), '--email', 'bob@example.net'),
        )
      ).stdout,
    ).toBe(`Account ${bob.id} bob <bob@example.net> updated.\n`);
    expect((await findUserByEmail(database.db, 'BOB@example.net'))?.id).toBe(bob.id);
    expect((await runHereOk(on('users', 'collisions'))).stdout).toBe('No identity collisions.\n');
  });

  it('resets the galaxy, keeping the players', async () => {
    expect((await runHereOk(on('reset', '--yes'))).stdout).toBe(
      'Removed 400 systems and 0 discoveries; players and their ledgers kept.\n',
    );
    expect(runCli(on('stats'))).toMatchObject({
      status: 1,
      stderr: 'orrery: There is no galaxy yet; create one with `orrery seed`.\n',
    });
  });
});
