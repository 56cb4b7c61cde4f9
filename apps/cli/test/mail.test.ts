import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateEmailPreferences } from '@orrery/api/game/accounts';
import { listOutbox } from '@orrery/api/mail';
import { findUserByEmail } from '@orrery/db/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, playerWithOneSystem, seededDatabase, withDb } from './fixtures.js';
import { runCli, runOk, tempDir } from './run-cli.js';

const dir = tempDir();
const EMAIL = 'grace@example.com';
let path: string;
let bodyFile: string;

interface Row {
  id: number;
  kind: string;
  status: string;
  attempts: number;
}

beforeAll(async () => {
  path = await seededDatabase(dir, 'mail.db');
  await playerWithOneSystem(path, EMAIL);
  bodyFile = join(dir, 'news.txt');
  writeFileSync(bodyFile, 'Comets now cross the galaxy.\n\nLook up tonight.\n');
  // Seeding through the binary and hashing a password take seconds on a loaded machine.
}, 60_000);

const outbox = (...args: string[]) =>
  json<Row[]>(runOk(['mail', 'outbox', '--json', '--db', path, ...args]).stdout);
const rowCount = () =>
  withDb(path, async (db) => (await db.selectFrom('mail_outbox').select('id').execute()).length);
const news = (...args: string[]) =>
  runCli([
    'mail',
    'news',
    '--subject',
    'Comets arrive',
    '--body-file',
    bodyFile,
    '--db',
    path,
    ...args,
  ]);

describe('mail news', () => {
  it('counts in a dry run, then queues one mail per player who has product news on', async () => {
    expect(news('--dry-run')).toMatchObject({
      status: 0,
      stdout: 'Dry run: 0 players would receive “Comets arrive”; nothing queued.\n',
    });
    await withDb(path, async (db) => {
      const user = (await findUserByEmail(db, EMAIL))!;
      await updateEmailPreferences(db, user.id, [{ emailType: 'product-news', enabled: true }]);
    });
    expect(news()).toMatchObject({
      status: 0,
      stdout: 'Queued “Comets arrive” for 1 player; the server sends it.\n',
    });
    expect(outbox('--status', 'pending').filter((row) => row.kind === 'product-news')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0 }),
    ]);
  });

  it('refuses a missing body file or an empty subject in one line, queueing nothing', async () => {
    const before = await rowCount();
    expect(
      runCli([
        'mail',
        'news',
        '--subject',
        'X',
        '--body-file',
        join(dir, 'nope.txt'),
        '--db',
        path,
      ]),
    ).toMatchObject({
      status: 1,
      stderr: `orrery: Cannot read ${join(dir, 'nope.txt')}: ENOENT.\n`,
    });
    expect(
      runCli(['mail', 'news', '--subject', ' ', '--body-file', bodyFile, '--db', path]).status,
    ).toBe(2);
    expect(await rowCount()).toBe(before);
  });
});

describe('mail outbox and retry', () => {
  it('lists by status and sends a dead row again', async () => {
    const [row] = await withDb(path, (db) =>
      db.selectFrom('mail_outbox').select('id').where('kind', '=', 'product-news').execute(),
    );
    await withDb(path, (db) =>
      db
        .updateTable('mail_outbox')
        .set({ status: 'dead', attempts: 8, last_error: '550 No such mailbox' })
        .where('id', '=', row!.id)
        .execute(),
    );
    const table = runOk(['mail', 'outbox', '--status', 'dead', '--db', path]).stdout;
    expect(table).toMatch(/^1 mail dead, newest first\nId +Kind +Status +Tries/);
    expect(table).toContain('550 No such mailbox');
    expect(runOk(['mail', 'retry', String(row!.id), '--db', path]).stdout).toBe(
      `Mail ${row!.id} (product-news) is pending again; a server sends it shortly.\n`,
    );
    expect(await withDb(path, (db) => listOutbox(db, { status: 'dead' }))).toEqual([]);
    expect(runCli(['mail', 'retry', '999999', '--db', path])).toMatchObject({
      status: 1,
      stderr: 'orrery: No mail with id 999999.\n',
    });
    expect(runCli(['mail', 'outbox', '--status', 'lost', '--db', path]).status).toBe(2);
  });
});
