import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { dirname } from 'node:path';
import { loadSessionKey } from '@orrery/api';
import { closeDatabase, migrateToLatest, openDatabase, writeFaultOf } from '@orrery/db';
import { buildApp } from './app.js';
import { EnvError, readEnv } from './env.js';
import { StdoutLog } from './logger.js';
import { connectRedis, RedisConnectionError } from './redis.js';
import { ensureGalaxy } from './ensure-galaxy.js';
import { warmMapData } from './warm-map.js';

/** Reads the config, prepares the database, listens; SIGTERM or SIGINT closes everything cleanly. */
async function main() {
  const env = readEnv();
  mkdirSync(dirname(env.databasePath), { recursive: true });
  const db = openDatabase(env.databasePath, { synchronous: env.databaseSynchronous });
  await migrateToLatest(db);
  const config = { session: await loadSessionKey(db, env.jwtSecret) };
  const log = new StdoutLog();
  const startLog = pino({ level: env.logLevel }, log);
  const redis = env.redisUrl === undefined ? undefined : await connectRedis(env.redisUrl, startLog);
  const app = await buildApp({
    db,
    config,
    webDist: env.webDist,
    authRateLimit: env.authRateLimit,
    trustProxy: env.trustProxy,
    timeouts: env.timeouts,
    ...(redis ? { limitsStore: { redis } } : {}),
    logLevel: env.logLevel,
    logStream: log,
  });
  await ensureGalaxy(db, { seed: env.galaxySeed, size: env.galaxySize }, app.log);
  void warmMapData(db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await redis?.quit();
    await closeDatabase(db);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  log.inBlocks();
}

main().catch((error: unknown) => {
  const fault = writeFaultOf(error);
  if (error instanceof EnvError || error instanceof RedisConnectionError) {
    console.error(error.message);
  } else if (fault !== undefined) {
    console.error(
      `Orrery server failed to start: the database cannot be written: ${fault.code} (${fault.message})`,
    );
  } else {
    console.error('Orrery server failed to start:', error);
  }
  process.exit(1);
});
