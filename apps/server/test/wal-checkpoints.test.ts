import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  createTestDatabase,
  passiveCheckpoint,
  testDialect,
  walAutocheckpoint,
  type TestDatabase,
} from '@orrery/db/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalCheckpoints } from '../src/workers/wal-checkpoints.js';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

describe.runIf(testDialect === 'sqlite')('the server’s WAL checkpoints on a thread', () => {
  let t: TestDatabase;
  let checkpoints: WalCheckpoints | undefined;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await checkpoints?.stop();
    checkpoints = undefined;
    await t.cleanup();
  });

  const write = async (rows: number) => {
    for (let i = 0; i < rows; i++) {
      const key = `wal-test-${written++}`;
      await t.db
        .insertInto('settings')
        .values({ key, value: 'x'.repeat(2_000) })
        .execute();
    }
  };
  let written = 0;

  it('checkpoint a WAL past its first size, while the server’s connection never does', async () => {
    checkpoints = new WalCheckpoints(t.db, { target: t.target, open: {} }, log, {
      everyMs: 10,
      firstAtBytes: 100_000,
    });
    await write(100);
    await vi.waitFor(() => expect(checkpoints!.done).toBeGreaterThan(0), { timeout: 10_000 });
    // Every frame written was in the file, so the next write started the WAL over.
    await write(1);
    expect(passiveCheckpoint(t.db).log).toBeLessThan(5);
    expect(walAutocheckpoint(t.db)).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('let a writer wait until its WAL starts over at the next write', async () => {
    checkpoints = new WalCheckpoints(t.db, { target: t.target, open: {} }, log, {
      everyMs: 60_000,
    });
    await write(100);
    await checkpoints.caughtUp();
    // With nothing written meanwhile, two passes tell the WAL is whole in the file.
    expect(checkpoints.done).toBeLessThanOrEqual(3);
    await write(1);
    expect(passiveCheckpoint(t.db).log).toBeLessThan(5);
  });

  it('start no thread while the WAL is shorter than its first size', async () => {
    checkpoints = new WalCheckpoints(t.db, { target: t.target, open: {} }, log, {
      everyMs: 10,
      firstAtBytes: 10_000_000,
    });
    await write(20);
    const wal = statSync(`${t.target}-wal`).size;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(wal).toBeLessThan(10_000_000);
    expect(checkpoints.done).toBe(0);
    expect(passiveCheckpoint(t.db).log).toBeGreaterThan(20);
  });
});
