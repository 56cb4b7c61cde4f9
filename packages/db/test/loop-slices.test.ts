import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLICE_MS, takeTurn } from '../src/connection/loop-slices.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../src/testing/index.js';

/** Holds the thread for `ms`, as synchronous work would. */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** The order in which a query started now and an immediate scheduled first come back. */
async function queryOrImmediate(db: TestDatabase['db']): Promise<string[]> {
  const order: string[] = [];
  setImmediate(() => order.push('turn'));
  await sql`select 1`.execute(db);
  order.push('query');
  // Both settled before the order is read.
  await new Promise((resolve) => setImmediate(resolve));
  return order;
}

describe('database work taking turns with the event loop', () => {
  it('answers at once while the turn has time left, in the next turn after a slice', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeTurn()).toBeUndefined();
    busyFor(SLICE_MS + 2);
    let ran = false;
    setImmediate(() => (ran = true));
    const turn = takeTurn();
    expect(turn).toBeInstanceOf(Promise);
    await turn;
    expect(ran).toBe(true);
    // A new turn starts a new slice.
    expect(takeTurn()).toBeUndefined();
  });
});

describe.runIf(testDialect === 'sqlite')('SQLite queries taking turns', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  it('run within the turn that asks, while it has time left', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(await queryOrImmediate(t.db)).toEqual(['query', 'turn']);
  });

  it('wait for the next turn once database work has held this one for a slice', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await sql`select 1`.execute(t.db);
    busyFor(SLICE_MS + 2);
    expect(await queryOrImmediate(t.db)).toEqual(['turn', 'query']);
  });
});
