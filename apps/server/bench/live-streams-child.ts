/**
 * The server of the idle-streams half of the live-events bench, in a process of its own so that
 * its memory is its streams' alone. It answers the parent's IPC messages: `memory` (after a GC),
 * `broadcast` (publishes one discovery; delivery goes on in slices), `hold` (the worst event-loop
 * delay since the last broadcast or `reset-ack`: the longest the server held the loop at once),
 * `connections` (open sockets), `cpu` (process.cpuUsage) and `flood-ack` (two fat discoveries, for a reader that stopped).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { publish } from '@orrery/api';
import { liveDatabase, liveServer } from './live-app.js';

// The server runs as compiled JavaScript without source maps; under tsx each stack trace would be
// mapped, and every stream a client drops makes one (Node aborts its request with an error).
process.setSourceMapsEnabled(false);
const dir = mkdtempSync(join(tmpdir(), 'orrery-live-streams-'));
const db = await liveDatabase(join(dir, 'orrery.db'));
const { app, url } = await liveServer(db, dir, { perAddress: 20_000 });
let sent = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage();
};

const discovery = (name: string) => {
  sent += 1;
  return {
    type: 'discovery' as const,
    audience: { kind: 'public' as const },
    data: {
      hash: `bench-${sent}`,
      name,
      rarity: 'RARE' as const,
      sector: 'Orion Inner',
      coordinates: { x: 1, y: 2, z: 3 },
      society: 'Bench League',
      discoveredAt: new Date().toISOString(),
    },
  };
};
const FAT_NAME = 'x'.repeat(16 * 1024);

process.on('message', (message: string) => {
  if (message === 'memory') process.send!({ memory: memory() });
  if (message === 'broadcast') {
    loopDelay.reset();
    publish(db, [discovery('Bench')]);
  }
  if (message === 'reset-ack') {
    loopDelay.reset();
    process.send!({});
  }
  if (message === 'connections') {
    app.server.getConnections((_error, connections) => process.send!({ connections }));
  }
  if (message === 'flood-ack') {
    publish(db, [discovery(FAT_NAME), discovery(FAT_NAME)]);
    process.send!({});
  }
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message === 'hold') process.send!({ holdMs: loopDelay.max / 1e6 });
});
process.send!({ url, memory: memory() });
