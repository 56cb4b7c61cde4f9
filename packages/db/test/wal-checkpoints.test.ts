import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/connection/open-database.js';
import { checkpointWal, leaveCheckpointsToOthers } from '../src/maintenance/wal-checkpoints.js';
import {
  createTestDatabase,
  passiveCheckpoint,
  testDialect,
  walAutocheckpoint,
  type TestDatabase,
} from '../src/testing/index.js';

describe.runIf(testDialect === 'sqlite')('WAL checkpoints left to another connection', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  it('stops the connection checkpointing at its commits', async () => {
    expect(walAutocheckpoint(t.db)).toBe(1000);
    leaveCheckpointsToOthers(t.db);
    expect(walAutocheckpoint(t.db)).toBe(0);
  });

  it('lets another connection checkpoint the WAL while this one writes on', async () => {
    leaveCheckpointsToOthers(t.db);
    await sql`create table notes (id integer primary key, body text not null)`.execute(t.db);
    for (let i = 0; i < 50; i++) {
      await sql`insert into notes (body) values (${'x'.repeat(2_000)})`.execute(t.db);
    }
    const before = passiveCheckpoint(t.db);
    const other = openDatabase(t.target);
    try {
      checkpointWal(other);
      await sql`insert into notes (body) values (${'after'})`.execute(t.db);
    } finally {
      await closeDatabase(other);
    }
    // The inserts' frames were all in the file, so the next write started the WAL over.
    const after = passiveCheckpoint(t.db);
    expect(before.log).toBeGreaterThan(50);
    expect(after.log).toBeLessThan(5);
    expect(after.checkpointed).toBe(after.log);
  });
});

describe.runIf(testDialect === 'postgres')('WAL checkpoints on PostgreSQL', () => {
  it('are the server’s own: nothing to leave or do', async () => {
    const t = await createTestDatabase();
    try {
      leaveCheckpointsToOthers(t.db);
      checkpointWal(t.db);
      expect((await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await t.cleanup();
    }
  });
});
