import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/connection/database-errors.js';
import type { Db } from '../src/schema/db.js';
import { closeDatabase, openDatabase } from '../src/connection/open-database.js';
import { testDialect, type TestDatabase } from '../src/testing/index.js';
import { tempDatabase } from './temp-db.js';

// A request's transaction cannot hold its connection for ever: on PostgreSQL a statement past its
// limit (a lock wait included) is cancelled, and a transaction idle past it is ended; on SQLite a
// writer waits for another's lock no longer than the busy timeout. Either way the transaction rolls
// back, and the error is one a server answers 503 to.

const LIMIT_MS = 300;
const opened: (TestDatabase | Db)[] = [];
afterEach(async () => {
  for (const entry of opened.splice(0).reverse()) {
    await ('cleanup' in entry ? entry.cleanup() : closeDatabase(entry));
  }
});

/** A database with one table of counters, its handle with the limit, and another without. */
async function databases(): Promise<{ limited: Db; other: Db }> {
  const database = await tempDatabase({ migrate: false });
  opened.push(database);
  await sql`create table counters (id integer primary key, value integer not null)`.execute(
    database.db,
  );
  await sql`insert into counters (id, value) values (1, 0)`.execute(database.db);
  const limited = openDatabase(database.target, {
    statementTimeoutMs: LIMIT_MS,
    busyTimeoutMs: LIMIT_MS,
    poolSize: 2,
  });
  opened.push(limited);
  return { limited, other: database.db };
}

const rows = async (db: Db) =>
  (await sql<{ id: number; value: number }>`select id, value from counters order by id`.execute(db))
    .rows;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Holds the counter's row (PostgreSQL) or the write lock (SQLite) until `release` is called. */
function holdLock(db: Db): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction().execute(async (trx) => {
    // SQLite's BEGIN IMMEDIATE already holds the write lock; this update takes the row on both.
    await sql`update counters set value = value + 1 where id = 1`.execute(trx);
    locked();
    await released;
  });
  return { held, release, done };
}

it('a transaction that waits for a lock past the limit rolls back, as unavailable', async () => {
  const { limited, other } = await databases();
  const holder = holdLock(other);
  await holder.held;
  const error = await failure(
    limited.transaction().execute(async (trx) => {
      if (testDialect === 'postgres') {
        await sql`insert into counters (id, value) values (2, 0)`.execute(trx);
      }
      await sql`update counters set value = value + 10 where id = 1`.execute(trx);
    }),
  );
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect((error as { code?: string }).code).toBe(
    testDialect === 'postgres' ? '57014' : 'SQLITE_BUSY',
  );
  holder.release();
  await holder.done;
  // Only the holder's change is kept; the limited handle serves the next transaction.
  expect(await rows(other)).toEqual([{ id: 1, value: 1 }]);
  await limited.transaction().execute(async (trx) => {
    await sql`update counters set value = value + 10 where id = 1`.execute(trx);
  });
  expect(await rows(other)).toEqual([{ id: 1, value: 11 }]);
});

it.runIf(testDialect === 'postgres')(
  'a transaction idle past the limit is ended and rolled back, as unavailable',
  async () => {
    const { limited, other } = await databases();
    const error = await failure(
      limited.transaction().execute(async (trx) => {
        await sql`insert into counters (id, value) values (2, 0)`.execute(trx);
        // Idle in the transaction for longer than the limit: PostgreSQL ends the session.
        await new Promise((resolve) => setTimeout(resolve, LIMIT_MS * 4));
        await sql`insert into counters (id, value) values (3, 0)`.execute(trx);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await rows(other)).toEqual([{ id: 1, value: 0 }]);
    expect(await rows(limited)).toEqual([{ id: 1, value: 0 }]);
  },
);

it.runIf(testDialect === 'postgres')(
  'a statement that runs past the limit is cancelled',
  async () => {
    const { limited } = await databases();
    const error = await failure(sql`select pg_sleep(${(LIMIT_MS * 10) / 1000})`.execute(limited));
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  },
);

it.runIf(testDialect === 'postgres')('only a handle opened with a limit has one', async () => {
  const { limited, other } = await databases();
  const setting = async (db: Db) =>
    (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)).rows[0]!
      .statement_timeout;
  expect(await setting(limited)).toBe(`${LIMIT_MS}ms`);
  expect(await setting(other)).toBe('0');
});

it.runIf(testDialect === 'postgres')(
  "a deadlock's victim rolls back, as unavailable: the request may be tried again",
  async () => {
    const { other } = await databases();
    await sql`insert into counters (id, value) values (2, 0)`.execute(other);
    let bothHeld!: () => void;
    const held = new Promise<void>((resolve) => (bothHeld = resolve));
    let holders = 0;
    // Two transactions take the two rows in opposite orders: PostgreSQL ends one of them.
    const crossing = (first: number, second: number) =>
      failure(
        other.transaction().execute(async (trx) => {
          await sql`update counters set value = value + 1 where id = ${first}`.execute(trx);
          if (++holders === 2) bothHeld();
          await held;
          await sql`update counters set value = value + 1 where id = ${second}`.execute(trx);
        }),
      );
    const errors = (await Promise.all([crossing(1, 2), crossing(2, 1)])).filter(Boolean);
    expect(errors).toHaveLength(1);
    expect((errors[0] as { code?: string }).code).toBe('40P01');
    expect(isDatabaseUnavailable(errors[0])).toBe(true);
    // Only the survivor's two changes are kept.
    expect((await rows(other)).map((row) => row.value)).toEqual([1, 1]);
  },
);
