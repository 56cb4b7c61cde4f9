import { join } from 'node:path';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../fixtures.js';
import { runHereOk } from '../in-process.js';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

describe('naming the database', () => {
  it.each([
    [
      ['--database-url', 'postgres://ada:hunter2@localhost:port/x'],
      {},
      /^orrery: --database-url: is not a valid URL \(check the port, and percent-encode special characters in the password\)\n$/,
    ],
    [
      [],
      { DATABASE_URL: 'mysql://ada:hunter2@db/x' },
      /^orrery: DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n$/,
    ],
    [
      ['--database-url', 'postgres://ada:hunter2@127.0.0.1:1/x'],
      {},
      /^orrery: Cannot use the database --database-url=postgres:\/\/ada:\*\*\*\*@127\.0\.0\.1:1\/x: connection refused\n$/,
    ],
    [
      [],
      { DATABASE_URL: 'postgres://nobody:hunter2@localhost/nowhere' },
      /^orrery: Cannot use the database DATABASE_URL=postgres:\/\/nobody:\*\*\*\*@localhost\/nowhere: .+\n$/,
    ],
  ])('%j %j: one line naming the setting, the password masked', (args, env, message) => {
    const result = runCli(['stats', ...args], { env });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain('hunter2');
  });

  it('refuses both flags at once', () => {
    expect(runCli(['stats', '--db', 'x.db', '--database-url', 'postgres:///x'])).toMatchObject({
      status: 2,
      stderr: 'orrery: Give either --db or --database-url, not both.\n',
    });
  });
});

describe(`DATABASE_URL and --db on ${testDialect}`, () => {
  const dir = tempDir();
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  afterAll(() => database?.cleanup());
  beforeAll(async () => {
    database = await cliDatabase();
    await runHereOk(['seed', '--seed', 'env', '--size', '50', ...database.args]);
  });

  it('DATABASE_URL picks PostgreSQL; --db on the command line still wins', async () => {
    const file = join(dir, 'own.db');
    await runHereOk(['seed', '--seed', 'file', '--size', '30', '--db', file]);
    const env = { DATABASE_URL: 'postgres://ada:hunter2@127.0.0.1:1/x' };
    expect(json(runOk(['stats', '--json', '--db', file], { env }).stdout)).toMatchObject({
      systems: 30,
    });
    expect(runCli(['stats'], { env }).stderr).toContain('DATABASE_URL=postgres://ada:****@');
  });

  it.runIf(testDialect === 'postgres')('backup without pg_dump: one clear line, no file', () => {
    const file = join(dir, 'never.dump');
    const result = runCli(['backup', file, ...database.args], { env: { PATH: '/nonexistent' } });
    expect(result).toMatchObject({
      status: 1,
      stderr:
        "orrery: pg_dump was not found on PATH; install PostgreSQL's client tools (Debian: apt-get install postgresql-client) of the server's major version or newer.\n",
    });
  });
});
