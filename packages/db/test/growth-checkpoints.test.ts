import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/connection/open-database.js';
import { checkpointWal, leaveCheckpointsToOthers } from '../src/galaxy/growth-repo.js';
import { createTestDatabase, testDialect } from '../src/testing/index.js';

// A growing SQLite server leaves its WAL's checkpoints to a connection of their own.
describe.runIf(testDialect === 'sqlite')('checkpoints left to another connection', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  const autocheckpoint = async () =>
    (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(t.db)).rows[0]
      ?.wal_autocheckpoint;
  /** Frames in the WAL and how many of them are in the file (a passive checkpoint's answer). */
  const walFrames = async () =>
    (await sql<{ log: number; checkpointed: number }>`pragma wal_checkpoint(PASSIVE)`.execute(t.db))
      .rows[0]!;

  it('stops the connection checkpointing at commits, and undoes it', async () => {
    await sql`pragma wal_autocheckpoint = 7`.execute(t.db);
    const undo = await leaveCheckpointsToOthers(t.db);
    expect(await autocheckpoint()).toBe(0);
    await undo();
    expect(await autocheckpoint()).toBe(7);
  });

  it('checkpoints the WAL from another connection while this one writes on', async () => {
    const undo = await leaveCheckpointsToOthers(t.db);
    await sql`create table notes (id integer primary key, body text not null)`.execute(t.db);
    for (let i = 0; i < 50; i++) {
      await sql`insert into notes (body) values (${'x'.repeat(2_000)})`.execute(t.db);
    }
    const other = openDatabase(t.target);
    try {
      await checkpointWal(other);
      await sql`insert into notes (body) values (${'after'})`.execute(t.db);
    } finally {
      await other.destroy();
    }
    // Every frame of the 50 inserts was in the file, so the next write started the WAL over: left
    // to this connection (whose autocheckpoint is off), the WAL would hold them all still.
    const { log, checkpointed } = await walFrames();
    expect(log).toBeLessThan(5);
    expect(checkpointed).toBe(log);
    await undo();
  });
});

describe.runIf(testDialect === 'postgres')('checkpoints on PostgreSQL', () => {
  it('are the database’s own: nothing to leave or do', async () => {
    const t = await createTestDatabase();
    try {
      const undo = await leaveCheckpointsToOthers(t.db);
      await checkpointWal(t.db);
      await undo();
    } finally {
      await t.cleanup();
    }
  });
});
