import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from '@orrery/api/game/accounts';
import { findUserByEmail } from '@orrery/db/accounts';
import { damageMiddlePages, testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW } from '../fixtures.js';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { runHere, runHereOk } from '../in-process.js';
import { cliDatabase } from './cli-database.js';

// `orrery check` as an operator runs it: a sound database, a balance moved outside the ledger,
// and (SQLite) a copy of a real database file with damaged middle pages.
const dir = tempDir();
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  await runHereOk(on('seed', '--seed', 'check', '--size', '3000'));
  await register(
    database.db,
    { username: 'ada', suffix: '', email: 'ada@example.com', password: 'correct horse battery' },
    NOW,
  );
});

describe(`orrery check on ${testDialect}`, () => {
  it('passes a sound database, quick and full, and says so in one line', async () => {
    const quick = runOk(on('check'));
    expect(quick.stdout).toMatch(/^✓ .+: quick_check, foreign keys and game invariants hold\.\n$/);
    expect((await runHereOk(on('check', '--full'))).stdout).toMatch(
      /integrity_check, foreign keys/,
    );
    expect(json((await runHereOk(on('check', '--json'))).stdout)).toEqual({
      ok: true,
      findings: [],
    });
  });

  it('finds a balance that moved outside the ledger, and exits 1', async () => {
    const user = (await findUserByEmail(database.db, 'ada@example.com'))!;
    await database.db
      .updateTable('users')
      .set({ currency: 12345 })
      .where('id', '=', user.id)
      .execute();
    try {
      const found = runCli(on('check'));
      expect(found.status).toBe(1);
      expect(found.stdout).toContain(
        `✗ balance equals the ledger: user ${user.id}: balance 12345, ledger sums to ${user.currency}`,
      );
      expect(found.stderr).toMatch(/1 finding\(s\)/);
      const asJson = await runHere(on('check', '--json'));
      expect(asJson.status).toBe(1);
      expect(json<{ ok: boolean; findings: unknown[] }>(asJson.stdout).findings).toHaveLength(1);
    } finally {
      await database.db
        .updateTable('users')
        .set({ currency: user.currency })
        .where('id', '=', user.id)
        .execute();
    }
  });

  it.runIf(testDialect === 'sqlite')(
    'finds the damage in a copy of a real file with damaged pages',
    () => {
      const damaged = join(dir, 'damaged.db');
      copyFileSync(database.target, damaged);
      damageMiddlePages(damaged);
      const found = runCli(['check', '--db', damaged]);
      expect(found.status).toBe(1);
      expect(found.stdout).toMatch(/^✗ quick_check: /);
      expect(runCli(['check', '--full', '--db', damaged]).stdout).toMatch(/^✗ integrity_check: /);
    },
  );
});
