import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../src/index.js';
import { deleteUserAndData } from '../src/accounts/index.js';
import {
  claimDueMail,
  deletePendingMail,
  findOutboxMail,
  insertOutboxMail,
  listOutboxMail,
  markMailFailed,
  markMailSent,
  requeueOutboxMail,
  reschedulePendingMail,
} from '../src/mail/index.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../src/testing/index.js';
import { insertTestUser } from './test-user.js';

const now = new Date('2030-05-06T07:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the mail outbox', () => {
  let t: TestDatabase;
  let db: Db;
  let userId: number;
  beforeEach(async () => {
    t = await createTestDatabase();
    db = t.db;
    userId = (await insertTestUser(db, 'mailer', now)).id;
  });
  afterEach(() => t.cleanup());

  const queue = (kind: string, dueAt: Date, dedupeKey: string | null = null) =>
    insertOutboxMail(db, {
      user_id: userId,
      kind,
      payload: '{}',
      to_address: null,
      dedupe_key: dedupeKey,
      due_at: dueAt.toISOString(),
      created_at: now.toISOString(),
      sent_at: null,
      subject: null,
      last_error: null,
    });

  it('queues a dedupe key once', async () => {
    expect(await queue('weekly-digest', now, 'digest:1:2030-04-29')).toBeTypeOf('number');
    expect(await queue('weekly-digest', now, 'digest:1:2030-04-29')).toBeUndefined();
    expect(await queue('weekly-digest', now)).toBeTypeOf('number');
    expect(await queue('weekly-digest', now)).toBeTypeOf('number');
    expect(await listOutboxMail(db, { limit: 10 })).toHaveLength(3);
  });

  it('claims due rows once per lease, counting each try, and takes them again after it', async () => {
    const due = await queue('achievement-unlocked', now);
    await queue('collection-ready', later(60));
    const claimed = await claimDueMail(db, now, later(2), 10);
    expect(claimed.map((row) => [row.id, row.attempts])).toEqual([[due, 1]]);
    expect(await claimDueMail(db, later(1), later(3), 10)).toEqual([]);
    const again = await claimDueMail(db, later(2), later(4), 10);
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[due, 2]]);
  });

  it('keeps a failure for a retry, and the last error of a dead row', async () => {
    const id = (await queue('achievement-unlocked', now))!;
    await claimDueMail(db, now, later(2), 10);
    await markMailFailed(db, id, '421 try later', later(5), 'Subject');
    expect(await claimDueMail(db, later(4), later(6), 10)).toEqual([]);
    await claimDueMail(db, later(5), later(7), 10);
    await markMailFailed(db, id, '550 no such user', undefined, 'Subject');
    expect(await findOutboxMail(db, id)).toMatchObject({
      status: 'dead',
      attempts: 2,
      last_error: '550 no such user',
    });
    expect(await claimDueMail(db, later(60), later(62), 10)).toEqual([]);
    await requeueOutboxMail(db, id, later(60));
    const retried = await claimDueMail(db, later(60), later(62), 10);
    expect(retried.map((row) => [row.id, row.attempts])).toEqual([[id, 1]]);
    await markMailSent(db, id, 'Subject', later(61));
    expect(await findOutboxMail(db, id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('reschedules and cancels only untried pending rows of the kind', async () => {
    const reminder = (await queue('collection-ready', later(60)))!;
    const other = (await queue('achievement-unlocked', later(60)))!;
    await reschedulePendingMail(db, userId, 'collection-ready', later(30).toISOString());
    expect((await findOutboxMail(db, reminder))!.due_at).toBe(later(30).toISOString());
    expect((await findOutboxMail(db, other))!.due_at).toBe(later(60).toISOString());
    await deletePendingMail(db, userId, 'collection-ready');
    expect(await findOutboxMail(db, reminder)).toBeUndefined();
    expect(await findOutboxMail(db, other)).toBeDefined();
  });

  it("goes with the player's account", async () => {
    await queue('achievement-unlocked', now);
    await db.transaction().execute((trx) => deleteUserAndData(trx, userId));
    expect(await listOutboxMail(db, { limit: 10 })).toEqual([]);
  });

  it('gives each row to one of several senders claiming at once', async () => {
    for (let i = 0; i < 24; i++) await queue('achievement-unlocked', now);
    // PostgreSQL: separate pools, as separate servers have. SQLite: one handle (its writers queue on
    // the file lock; several handles in one thread would block that thread on the busy timeout).
    const handles =
      testDialect === 'postgres'
        ? [db, openDatabase(t.target), openDatabase(t.target), openDatabase(t.target)]
        : [db, db, db, db];
    try {
      const claims = await Promise.all(
        handles.flatMap((handle) => [0, 1].map(() => claimDueMail(handle, now, later(2), 4))),
      );
      const ids = claims.flat().map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(24);
      expect(claims.flat().every((row) => row.attempts === 1)).toBe(true);
    } finally {
      for (const handle of new Set(handles.slice(1)))
        if (handle !== db) await closeDatabase(handle);
    }
  });
});
