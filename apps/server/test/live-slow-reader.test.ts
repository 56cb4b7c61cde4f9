import { publish } from '@orrery/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// A client that stops reading its event stream, over real HTTP: the server closes it once its
// unsent bytes pass the bound, frees its place, and the other streams never wait on it.

const BUFFER_BYTES = 64 * 1024;
// Frames of ~16 KB, two a round: a round stays under the bound for a client that reads, and the
// kernel's socket buffers (a few MB) fill within a few hundred rounds for one that does not.
const NAME = 'x'.repeat(16 * 1024);
const PER_ROUND = 2;
const MAX_ROUNDS = 2048;

let server: TestServer;
let baseUrl: string;
let published = 0;

beforeAll(async () => {
  // Two streams per address: a third is refused while both are open, so it shows the drop.
  server = await startTestServer({
    liveEvents: { limits: { bufferBytes: BUFFER_BYTES, perAddress: 2 } },
  });
  baseUrl = await listen(server.app);
});
afterAll(() => server.close());

/** Publishes `count` public discoveries; answers the last one's hash. */
function publishDiscoveries(count: number): string {
  const events = Array.from({ length: count }, () => {
    published += 1;
    return {
      type: 'discovery' as const,
      audience: { kind: 'public' as const },
      data: {
        hash: `slow-${published}`,
        name: NAME,
        rarity: 'RARE' as const,
        sector: 'Orion Inner',
        coordinates: { x: 1, y: 2, z: 3 },
        discoveredAt: '2030-01-01T00:00:00.000Z',
      },
    };
  });
  publish(server.db, events);
  return `slow-${published}`;
}

const hashOf = (frame: { data?: string }) => (JSON.parse(frame.data!) as { hash: string }).hash;
const hasHash = (hash: string) => (frame: { event?: string; data?: string }) =>
  frame.event === 'discovery' && hashOf(frame) === hash;

/** Whether a new stream from this address is let in: only once one of the two has closed. */
async function placeFreed(): Promise<boolean> {
  const probe = await openStream(baseUrl);
  probe.close();
  return probe.status === 200;
}

describe('a stream whose client stops reading', () => {
  it('is closed past the buffer bound while the others keep receiving', async () => {
    const reader: SseStream = await openStream(baseUrl);
    const stalled: SseStream = await openStream(baseUrl);
    await stalled.next((f) => f.retry !== undefined);
    stalled.response.socket!.pause();

    let rounds = 0;
    while (rounds < MAX_ROUNDS && !(await placeFreed())) {
      rounds += 1;
      const last = publishDiscoveries(PER_ROUND);
      // The reading stream gets every event of the round, the stalled one notwithstanding.
      await reader.next(hasHash(last), 10_000);
    }
    expect(rounds).toBeLessThan(MAX_ROUNDS);
    expect(rounds).toBeGreaterThan(0);

    // Read at last, the stalled stream holds what the kernel had taken, and then it ends.
    stalled.response.socket!.resume();
    await stalled.ended;
    const stalledEvents = stalled.events().filter(isEvent('discovery'));
    expect(stalledEvents.length).toBeLessThan(published);
    expect(stalledEvents.map(hashOf)).toEqual(
      Array.from({ length: stalledEvents.length }, (_, i) => `slow-${i + 1}`),
    );

    // The reader had every event, in order, and hears the next one too.
    const next = publishDiscoveries(1);
    await reader.next(hasHash(next));
    expect(reader.events().filter(isEvent('discovery')).map(hashOf)).toEqual(
      Array.from({ length: published }, (_, i) => `slow-${i + 1}`),
    );
    reader.close();
  });
});
