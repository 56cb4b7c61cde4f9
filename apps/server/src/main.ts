import { existsSync, mkdirSync } from 'node:fs';
import pino from 'pino';
import { countOf, formatDuration } from '@orrery/format';
import { dirname } from 'node:path';
import { configureMapOctree, loadSessionKey, SessionSecretError } from '@orrery/api';
import {
  checkConnection,
  closeDatabase,
  DatabaseConnectionError,
  migrateToLatest,
  openDatabase,
} from '@orrery/db';
import { writeFaultOf } from '@orrery/db/maintenance';
import { offloadSearches } from '@orrery/db/search';
import { buildApp } from './http/app.js';
import { EnvError, readEnv, sessionSecretFile, type ServerEnv } from './boot/env.js';
import { StdoutLog } from './boot/logger.js';
import { TerminalLog, writesForPeople } from './boot/terminal-log.js';
import { connectRedis, RedisConnectionError } from './boot/redis.js';
import { ensureGalaxy, galaxyNeedsSeed } from './boot/ensure-galaxy.js';
import { StartGate } from './boot/start-gate.js';
import { SearchWorker } from './workers/search-in-worker.js';
import { seedInWorker } from './workers/seed-in-worker.js';
import { warmMapData } from './boot/warm-map.js';
import { fillCardShapes } from './boot/fill-card-shapes.js';
import { warmUp } from './boot/warm-up.js';
import { startMail } from './mail/start-mail.js';
import { startAutoGrowth } from './workers/growth-worker.js';
import { WalCheckpoints } from './workers/wal-checkpoints.js';
import { TradeExpiry } from './workers/trade-expiry.js';
import { ServerMetrics } from './ops/metrics.js';
import { listenForScrapes } from './ops/metrics-server.js';
import { bothObservers, startTracing } from './ops/tracing.js';
import {
  assertIntact,
  damagedOr,
  DAMAGED_DATABASE_EXIT_CODE,
  DamagedDatabaseError,
} from './ops/sqlite-intact.js';
import type { DatabaseObserver, Db } from '@orrery/db';

/** The database the environment names (PostgreSQL at DATABASE_URL, else the SQLite file), migrated. */
async function openConfiguredDatabase(
  env: ServerEnv,
  onIdleError: (error: Error) => void,
  onMigrated: (applied: Awaited<ReturnType<typeof migrateToLatest>>) => void,
  observer: DatabaseObserver | undefined,
) {
  if (env.databaseUrl === undefined) {
    mkdirSync(dirname(env.databasePath), { recursive: true });
    let db: Db;
    try {
      db = openDatabase(env.databasePath, {
        synchronous: env.databaseSynchronous,
        busyTimeoutMs: env.databaseBusyTimeoutMs,
        observer,
      });
    } catch (error) {
      throw damagedOr(error, env.databasePath);
    }
    try {
      await assertIntact(db, env.databasePath);
    } catch (error) {
      // Closing checkpoints the WAL, which a damaged file may refuse too: the damage is the news.
      await closeDatabase(db).catch(() => undefined);
      throw error;
    }
    onMigrated(await migrateToLatest(db));
    return db;
  }
  // Migrations run on a connection of their own, without the requests' statement timeout: one
  // may rewrite a large table.
  const migrating = openDatabase(env.databaseUrl, { poolSize: 1 });
  try {
    await checkConnection(migrating, 'DATABASE_URL', env.databaseUrl);
    onMigrated(await migrateToLatest(migrating));
  } finally {
    await closeDatabase(migrating);
  }
  return openDatabase(env.databaseUrl, {
    poolSize: env.databasePoolSize,
    statementTimeoutMs: env.databaseStatementTimeoutMs,
    onIdleError,
    observer,
  });
}

/** Reads the config, prepares the database, listens; SIGTERM or SIGINT closes everything cleanly. */
async function main() {
  const started = performance.now();
  const env = readEnv();
  configureMapOctree(env.mapOctree);
  // A person at a terminal reads lines; CI, files and pipes get JSON, unless LOG_FORMAT says
  // (docs/operations.md, Logs).
  const log = writesForPeople(env.logFormat, process.stdout.isTTY === true)
    ? new TerminalLog()
    : new StdoutLog();
  const startLog = pino({ level: env.logLevel }, log);
  const metrics = env.metrics ? new ServerMetrics() : undefined;
  // Before the database and the app: their statements and requests are traced from the first.
  const tracing = await startTracing(env.tracing);
  if (tracing) startLog.info('tracing on (OpenTelemetry, configured by the OTEL_* variables)');
  const dialect = env.databaseUrl === undefined ? 'sqlite' : 'postgresql';
  let idleConnectionLost = (_error: Error) => {};
  const db = await openConfiguredDatabase(
    env,
    (error) => idleConnectionLost(error),
    (applied) =>
      startLog.info(
        { migrations: applied.map((m) => m.migrationName) },
        applied.length === 0
          ? 'database schema is current'
          : `database migrated: ${countOf(applied.length, 'migration')} applied`,
      ),
    bothObservers(metrics?.database, tracing?.database(dialect)),
  );
  metrics?.watchOutbox(db);
  // Without JWT_SECRET, SQLite's generated secret is kept beside the database, never in it.
  const secretFile = sessionSecretFile(env);
  const hadSecretFile = secretFile !== undefined && existsSync(secretFile);
  const config = { session: await loadSessionKey(db, env.jwtSecret, secretFile) };
  if (env.jwtSecret === undefined && !hadSecretFile) {
    startLog.info({ file: secretFile }, `session secret kept in ${secretFile} (owner only)`);
  }
  const redis = env.redisUrl === undefined ? undefined : await connectRedis(env.redisUrl, startLog);
  const startGate = new StartGate();
  const app = await buildApp({
    startGate,
    db,
    config,
    webDist: env.webDist,
    authRateLimit: env.authRateLimit,
    trustProxy: env.trustProxy,
    publicUrl: env.publicUrl,
    timeouts: env.timeouts,
    ...(redis ? { limitsStore: { redis }, liveEvents: { redis } } : {}),
    logLevel: env.logLevel,
    logStream: log,
    ...(metrics ? { metrics: { metrics, token: env.metrics?.token } } : {}),
    traced: tracing !== undefined,
  });
  idleConnectionLost = (error) =>
    app.log.warn({ err: error }, 'a pooled database connection was lost; the pool opens a new one');
  // A first start listens before it seeds (on a worker thread, over a connection of its own):
  // /healthz answers "starting" and the API 503 meanwhile.
  const listen = () => app.listen({ port: env.port, host: env.host });
  let address: string | undefined;
  if (await galaxyNeedsSeed(db)) {
    startGate.close();
    address = await listen();
  }
  const target = env.databaseUrl ?? env.databasePath;
  const open = { synchronous: env.databaseSynchronous, poolSize: 2 };
  await ensureGalaxy(
    db,
    { seed: env.galaxySeed, size: env.galaxySize },
    app.log,
    seedInWorker(target, open),
  );
  startGate.open();
  // On SQLite a search reads synchronously: the guide's searches go to a worker thread, except
  // pages of every system, answered here from the page counts the worker reads once.
  const searches =
    env.databaseUrl === undefined
      ? new SearchWorker(env.databasePath, { synchronous: env.databaseSynchronous })
      : undefined;
  if (searches) offloadSearches(db, searches.search, searches.pageCounts);
  const checkpoints =
    env.databaseUrl === undefined
      ? new WalCheckpoints(
          db,
          { target: env.databasePath, open: { synchronous: env.databaseSynchronous } },
          app.log,
        )
      : undefined;
  void warmMapData(db, app.log);
  void fillCardShapes(db, app.log);
  const mail = startMail(env.mail, db, config.session, app.log, tracing?.mail);
  const growth = startAutoGrowth(db, app.log, { checkpoints });
  const tradeExpiry = new TradeExpiry({ db, log: app.log });
  tradeExpiry.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await scrapes?.close();
    await app.close();
    await mail.stop();
    await growth.stop();
    await tradeExpiry.stop();
    await searches?.close();
    await checkpoints?.stop();
    await redis?.quit();
    await closeDatabase(db);
    await tracing?.shutdown().catch(() => undefined);
    process.exit(0);
  };
  const scrapes =
    metrics && env.metrics?.port !== undefined
      ? await listenForScrapes(metrics, { ...env.metrics, port: env.metrics.port }).catch(
          (error: NodeJS.ErrnoException) => {
            throw new EnvError(
              `METRICS_PORT: cannot listen on ${env.metrics?.host}:${env.metrics?.port} (${error.code ?? error.message})`,
            );
          },
        )
      : undefined;
  if (scrapes) app.log.info({ metrics: scrapes.address }, `metrics at ${scrapes.address}/metrics`);
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  address ??= await listen();
  app.log.info(
    { seconds: Number(((performance.now() - started) / 1000).toFixed(2)) },
    `ready at ${address} (started in ${formatDuration(performance.now() - started)})`,
  );
  log.inBlocks();
  // After listening, over its own address, so that it never delays a start; a shutdown ends it.
  void warmUp(address, env.warmUpRequests, app.log).catch((error: unknown) => {
    if (!closing) app.log.warn({ err: error }, 'warm-up stopped');
  });
}

main().catch((error: unknown) => {
  const fault = writeFaultOf(error);
  if (error instanceof DamagedDatabaseError) {
    console.error(error.message);
    process.exit(DAMAGED_DATABASE_EXIT_CODE);
  }
  if (
    error instanceof EnvError ||
    error instanceof RedisConnectionError ||
    error instanceof SessionSecretError ||
    error instanceof DatabaseConnectionError
  ) {
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
