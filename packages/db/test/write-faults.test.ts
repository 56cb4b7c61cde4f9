import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../src/index.js';
import { probeWrite, writeFaultOf } from '../src/maintenance/index.js';
import { getSetting } from '../src/settings/index.js';
import { rawHandle } from '../src/connection/open-sqlite.js';
import { createTestDatabase, testDialect } from '../src/testing/index.js';

let db: Db;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ db, cleanup } = await createTestDatabase()));
afterEach(() => cleanup());

const now = new Date('2030-01-01T00:00:00Z');

/** Caps the file at its current size plus `pages`, as a full disk would. */
function capPages(pages: number): () => void {
  const raw = rawHandle(db);
  const before = raw.pragma('max_page_count', { simple: true }) as number;
  raw.pragma(`max_page_count = ${(raw.pragma('page_count', { simple: true }) as number) + pages}`);
  return () => raw.pragma(`max_page_count = ${before}`);
}

async function fillInOneTransaction(): Promise<unknown> {
  try {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 50; i++) {
        await trx
          .insertInto('settings')
          .values({ key: `k${i}`, value: 'x'.repeat(4000) })
          .execute();
      }
    });
    return undefined;
  } catch (error) {
    return error;
  }
}

// The faults are made with SQLite's own limits (max_page_count, query_only).
describe.runIf(testDialect === 'sqlite')('a database that cannot be written', () => {
  it('reports SQLITE_FULL from a transaction, not the failed rollback after it', async () => {
    const restore = capPages(2);
    const error = await fillInOneTransaction();
    restore();
    expect(error).toMatchObject({ code: 'SQLITE_FULL' });
    expect(writeFaultOf(error)).toEqual({
      kind: 'full',
      code: 'SQLITE_FULL',
      message: 'database or disk is full',
    });
    // Nothing of the transaction stayed, and the handle still works.
    expect(await getSetting(db, 'k0')).toBeUndefined();
    expect(await fillInOneTransaction()).toBeUndefined();
  });

  it('probes writes: failing while read-only or full, passing once the fault clears', async () => {
    const raw = rawHandle(db);
    raw.pragma('query_only = ON');
    const readOnly = await probeWrite(db, now).catch((error: unknown) => error);
    expect(writeFaultOf(readOnly)).toMatchObject({ kind: 'read-only', code: 'SQLITE_READONLY' });
    raw.pragma('query_only = OFF');

    const restore = capPages(0);
    const full = await probeWrite(db, now).catch((error: unknown) => error);
    expect(writeFaultOf(full)).toMatchObject({ kind: 'full', code: 'SQLITE_FULL' });
    restore();

    await probeWrite(db, now);
    expect(await getSetting(db, 'write_probe')).toMatch(/^2030-01-01T00:00:00.000Z /);
  });

  it('recognises write faults by code, through causes, on both databases', () => {
    const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
    expect(writeFaultOf(coded('SQLITE_READONLY_DBMOVED'))?.kind).toBe('read-only');
    expect(writeFaultOf(coded('25006'))?.kind).toBe('read-only');
    expect(writeFaultOf(coded('53100'))?.kind).toBe('full');
    expect(writeFaultOf(new Error('wrapped', { cause: coded('SQLITE_FULL') }))?.code).toBe(
      'SQLITE_FULL',
    );
    for (const other of [coded('SQLITE_CONSTRAINT_UNIQUE'), coded('23505'), new Error('x'), 'no']) {
      expect(writeFaultOf(other)).toBeUndefined();
    }
  });
});

describe('durability', () => {
  it('commits with synchronous=NORMAL under WAL by default, FULL when asked', async () => {
    const path = join(tmpdir(), `orrery-sync-${process.pid}.db`);
    const normal = openDatabase(path);
    const full = openDatabase(path, { synchronous: 'full' });
    try {
      expect(rawHandle(normal).pragma('journal_mode', { simple: true })).toBe('wal');
      expect(rawHandle(normal).pragma('synchronous', { simple: true })).toBe(1);
      expect(rawHandle(full).pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      await closeDatabase(normal);
      await closeDatabase(full);
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    }
  });
});
