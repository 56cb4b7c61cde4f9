import { listLiveEventsAfter } from '@orrery/db/live';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import type { GameEvent } from '@orrery/domain/events';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLogFeed } from '../src/live/change-log-feed.js';
import { mergedAppends } from '../src/live/merged-appends.js';

// Appends to the change log run one at a time per server: events published while one runs go
// out together in the next, in the order they were published, each event once.

describe('merged appends', () => {
  it('runs one write at a time and merges what queued behind it, in order', async () => {
    const writes: number[][] = [];
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => {};
    const appends = mergedAppends<number>(
      async (rows) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        writes.push(rows);
        await new Promise<void>((resolve) => (release = resolve));
        inFlight -= 1;
      },
      () => {},
      3,
    );
    appends.add([1]);
    appends.add([2, 3]);
    appends.add([]);
    appends.add([4]);
    appends.add([5]);
    while (writes.length < 3 || inFlight > 0) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await appends.idle();
    expect(writes).toEqual([[1], [2, 3, 4], [5]]);
    expect(most).toBe(1);
  });

  it('loses a failed write only, and carries on with the next', async () => {
    const written: number[] = [];
    let done = 0;
    const appends = mergedAppends<number>(
      async (rows) => {
        if (rows.includes(1)) throw new Error('unreachable');
        written.push(...rows);
      },
      () => (done += 1),
    );
    appends.add([1]);
    appends.add([2]);
    await appends.idle();
    appends.add([3]);
    await appends.idle();
    expect(written).toEqual([2, 3]);
    expect(done).toBe(2);
  });
});

describe('the change log with merged appends', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.cleanup());

  it('logs events published in one burst in order, a once key once', async () => {
    database = await createTestDatabase();
    const feed = changeLogFeed(database.db, { pollMs: 60_000 });
    await feed.start(() => {});
    const event = (n: number) =>
      ({ type: 'discovery', data: { n }, audience: { kind: 'public' } }) as unknown as GameEvent;
    for (let n = 0; n < 40; n += 1) feed.publish([event(n)]);
    feed.publishOnce(event(40), 'period-1');
    feed.publishOnce(event(41), 'period-1');
    feed.publish([event(42), event(43)]);
    await feed.close();
    const rows = await listLiveEventsAfter(database.db, 0, 100);
    const logged = rows.map((row) => (JSON.parse(row.payload) as { n: number }).n);
    const expected = [...Array.from({ length: 41 }, (_, n) => n), 42, 43];
    expect(logged).toEqual(expected);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((x, y) => x - y));
  });
});
