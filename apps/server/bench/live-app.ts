import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateSessionSecret, sessionKey } from '@orrery/api';
import { updateGameConfig } from '@orrery/api/game/core';
import { seedGalaxy } from '@orrery/api/game/operations';
import { migrateToLatest, openDatabase, type Db } from '@orrery/db';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/http/app.js';

// The live-events bench's servers: built in the bench's process (live-events.bench.ts) or in a
// child (live-streams-child.ts), on a small galaxy whose cooldown is a few microseconds, so that
// one player may collect a thousand times in a row.

export const GALAXY = { seed: 'bench-live', size: 3000 };
const SECRET = generateSessionSecret();

/** A migrated, seeded database at `target` with a cooldown short enough to collect at will. */
export async function liveDatabase(target: string): Promise<Db> {
  const db = openDatabase(target);
  await migrateToLatest(db);
  await seedGalaxy(db, GALAXY, new Date());
  await updateGameConfig(db, { cooldownHours: 1e-9 });
  return db;
}

/** A listening server on `db`; its base URL. */
export async function liveServer(
  db: Db,
  dir: string,
  live: { redis?: Redis; namespace?: string; perAddress?: number } = {},
): Promise<{ app: FastifyInstance; url: string }> {
  mkdirSync(join(dir, 'web'), { recursive: true });
  const app = await buildApp({
    db,
    config: { session: sessionKey(SECRET) },
    webDist: join(dir, 'web'),
    authRateLimit: 1_000_000,
    logLevel: 'silent',
    liveEvents: {
      ...(live.redis ? { redis: live.redis, namespace: live.namespace } : {}),
      limits: { perAddress: live.perAddress ?? 32, perSession: 4 },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}
