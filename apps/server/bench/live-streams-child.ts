/**
 * The server of the idle-streams half of the live-events bench, in a process of its own so that
 * its memory is its streams' alone. It answers the parent's IPC messages: `memory` (after a GC),
 * `broadcast` (publishes one discovery; delivery goes on in slices) and `hold` (the worst
 * event-loop delay since the last broadcast: the longest the delivery held the loop at once).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { publish } from '@orrery/api';
import { liveDatabase, liveServer } from './live-app.js';

const dir = mkdtempSync(join(tmpdir(), 'orrery-live-streams-'));
const db = await liveDatabase(join(dir, 'orrery.db'));
const { url } = await liveServer(db, dir, { perAddress: 20_000 });
let sent = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage();
};

process.on('message', (message: string) => {
  if (message === 'memory') process.send!({ memory: memory() });
  if (message === 'broadcast') {
    sent += 1;
    loopDelay.reset();
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
  }
  if (message === 'hold') process.send!({ holdMs: loopDelay.max / 1e6 });
});
process.send!({ url, memory: memory() });
