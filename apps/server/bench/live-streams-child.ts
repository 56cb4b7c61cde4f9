/**
 * The server of the idle-streams half of the live-events bench, in a process of its own so that
 * its memory is its streams' alone. It answers the parent's IPC messages: `memory` (after a GC),
 * `broadcast` (publishes one discovery and answers how long delivering it held the event loop).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publish } from '@orrery/api';
import { liveDatabase, liveServer } from './live-app.js';

const dir = mkdtempSync(join(tmpdir(), 'orrery-live-streams-'));
const db = await liveDatabase(join(dir, 'orrery.db'));
const { url } = await liveServer(db, dir, { perAddress: 20_000 });
let sent = 0;

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage();
};

process.on('message', (message: string) => {
  if (message === 'memory') process.send!({ memory: memory() });
  if (message === 'broadcast') {
    sent += 1;
    const started = performance.now();
    // Delivery is synchronous from commit to the last socket write: this is the loop's hold.
    publish(db, [
      {
        type: 'discovery',
        audience: { kind: 'public' },
        data: {
          hash: `bench-${sent}`,
          name: 'Bench',
          rarity: 'RARE',
          sector: 'Orion Inner',
          coordinates: { x: 1, y: 2, z: 3 },
          society: 'Bench League',
          discoveredAt: new Date().toISOString(),
        },
      },
    ]);
    process.send!({ holdMs: performance.now() - started });
  }
});
process.send!({ url, memory: memory() });
