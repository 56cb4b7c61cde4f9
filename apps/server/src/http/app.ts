import compress from '@fastify/compress';
import { MAP_STATIC_PATH, serveLiveSource, type ApiConfig } from '@orrery/api';
import { CONFIG_REFRESH_MS } from '@orrery/api/game/core';
import { listenToGameEvents } from '@orrery/api/mail';
import { dialectOf, type Db } from '@orrery/db';
import type { Redis } from 'ioredis';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { attemptCounter } from './attempt-counter.js';
import { CacheableReads } from '../cache/cacheable-reads.js';
import { answerClientError } from './errors/client-errors.js';
import { DEFAULT_TIMEOUTS, type Timeouts } from '../boot/env.js';
import { GalaxyVersionClock } from '../cache/galaxy-version-clock.js';
import { changeLogFeed, type ChangeLogOptions } from '../live/change-log-feed.js';
import { localFeed, redisFeed, type EventFeed } from '../live/event-feed.js';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../live/event-streams.js';
import { LiveEvents } from '../live/live-events.js';
import { trpcLiveSource } from '../live/trpc-source.js';
import { loggerOptions, type LogDestination, type LogLevel } from '../boot/logger.js';
import { PARAMETER_TOO_LONG } from './errors/over-long-parameter.js';
import { errorHandler } from './errors/error-handler.js';
import { eventsRoute } from './routes/events-route.js';
import { health } from './routes/health.js';
import { mapRoutes } from './routes/map-routes.js';
import { restApi } from './routes/rest-api.js';
import { securityHeaders } from './security-headers.js';
import { sharePages, type ShareRendering } from './routes/share-pages.js';
import { trpc } from './routes/trpc.js';
import { webApp } from './routes/web-app.js';
import { metricsPlugin } from '../ops/metrics-plugin.js';
import { readyz } from '../ops/readyz-plugin.js';
import type { ServerMetrics } from '../ops/metrics.js';
import { readFront } from './read-front.js';
import { ResponseCache } from '../cache/response-cache.js';
import { StartGate } from '../boot/start-gate.js';
import { fastifyTrustProxy, type TrustProxy } from '../boot/trust-proxy.js';
import { WriteHealth } from '../boot/write-health.js';

/** Request bodies are small JSON objects; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 32 * 1024;

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: PARAMETER_TOO_LONG,
};

export interface AppOptions {
  db: Db;
  config: ApiConfig;
  /** Directory of the built web app (its index.html and assets/). */
  webDist: string;
  /** Sign-in calls (login, register) allowed per client address per minute. */
  authRateLimit: number;
  /**
   * Where the sign-in limits' counts live: Redis, shared by every server, when given (the caller
   * owns the connection); this process otherwise. `namespace` prefixes the keys (default `orrery:`).
   */
  limitsStore?: { redis: Redis; namespace?: string };
  logLevel?: LogLevel;
  logStream?: LogDestination;
  /** The time a request is handled at. */
  clock?: () => Date;
  /**
   * How stale the galaxy version behind cached reads may get before it is read again (ms). This
   * server's own writes show at once; other processes' within this time.
   */
  galaxyVersionMaxAgeMs?: number;
  /** Bytes of serialized JSON the read cache may hold. */
  responseCacheBytes?: number;
  /** Which proxies may name the client (its address, HTTPS); none unless said. */
  trustProxy?: TrustProxy;
  /** Limits on slow clients; DEFAULT_TIMEOUTS unless said. */
  timeouts?: Timeouts;
  /**
   * The site as players reach it (PUBLIC_URL, no trailing slash), for share pages' absolute URLs;
   * without it, a trusted proxy's forwarded host, else localhost (share/public-origin.ts).
   */
  publicUrl?: string;
  /** Bounds on drawing share images (plugins/share-pages.ts, SHARE_RENDERING unless said). */
  shareRendering?: Partial<ShareRendering>;
  /** Holds the API back while the first galaxy is seeded (main.ts); always open without it. */
  startGate?: StartGate;
  /**
   * The live event stream (live/): through Redis for every server when given (`redis` the
   * caller's connection; the app opens and closes its own subscriber), else on PostgreSQL through
   * the `live_events` change log, else in this process. `changeLog` tunes the change log, and
   * turns it on on SQLite too (several processes on one file). `watchMs`: how often to look for a
   * new goal period or a reset galaxy.
   */
  liveEvents?: {
    redis?: Redis;
    namespace?: string;
    changeLog?: Partial<ChangeLogOptions>;
    limits?: Partial<StreamLimits>;
    logCapacity?: number;
    watchMs?: number;
  };
  /** Requests, cache and game events counted here; /metrics on this port when `token` is set. */
  metrics?: { metrics: ServerMetrics; token?: string };
  /** Tracing is on: every request goes through Fastify, whose instrumentation makes its span. */
  traced?: boolean;
}

/**
 * The whole HTTP face as a composition of plugins, ready for `inject` or `listen`. The caller owns
 * the database: closing the app does not close it.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  // Whoever serves the game sends its mail: mail listens to the game's events (once a process).
  listenToGameEvents();
  const clock = options.clock ?? (() => new Date());
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const logLevel = options.logLevel ?? 'info';
  const startGate = options.startGate ?? new StartGate();
  const galaxyVersion = new GalaxyVersionClock(
    db,
    options.galaxyVersionMaxAgeMs ?? CONFIG_REFRESH_MS,
  );
  const cache = new ResponseCache(options.responseCacheBytes ?? 96 * 1024 * 1024);
  const reads = new CacheableReads({ db, config: options.config, clock, galaxyVersion, cache });
  const front = readFront({
    cache,
    galaxyVersion,
    reads,
    logsCachedReads: logLevel === 'debug' || logLevel === 'trace' || options.traced === true,
    apiOpen: () => startGate.isOpen,
    ...(options.metrics ? { answered: frontAnswered(options.metrics.metrics) } : {}),
  });
  options.metrics?.metrics.watchCache(cache);
  const app = Fastify({
    ...loggerOptions(logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A client that stalls its headers or body is answered 408 and disconnected (client-errors.ts);
    // Node checks the deadlines on an interval, so it runs often enough to keep them close.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Fastify's own HTTP server, with cacheable reads answered before it routes them.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
        },
        (request, response) => {
          // Closing (no longer listening): Fastify answers, as it answers every request then (503,
          // and the connection closed), so that no kept-alive connection outlasts the shutdown.
          if (server.listening) front(request, response, handler);
          else handler(request, response);
        },
      );
      server.keepAliveTimeout = timeouts.keepAliveMs;
      server.requestTimeout = timeouts.requestMs;
      return server;
    },
    clientErrorHandler: answerClientError,
    // Errors raised while routing (a malformed URL, an over-long path parameter) answer like the rest.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ error: FRAMEWORK_MESSAGES[error.code] ?? 'Bad request' }),
  });

  // Known from the start: a database that cannot be written is logged now, not at the first write.
  const writeHealth = new WriteHealth(db, app.log);
  await writeHealth.check(clock());

  // Callback-style hooks: these run on every request, and a promise each is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // Any successful write through this server may change what the galaxy reads answer.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      galaxyVersion.invalidate();
    }
    done();
  });
  if (options.metrics) {
    await app.register(metricsPlugin, {
      metrics: options.metrics.metrics,
      token: options.metrics.token,
    });
  }
  startGate.install(app);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const counter = await attemptCounter(app, options.limitsStore);
  const config: ApiConfig = {
    ...options.config,
    attempts: { counter, perAddressPerMinute: options.authRateLimit },
  };
  await app.register(health, { db, writeHealth, gate: startGate });
  await app.register(readyz, {
    db,
    writeHealth,
    gate: startGate,
    redis: options.limitsStore?.redis,
  });
  const liveOptions = options.liveEvents ?? {};
  const live = new LiveEvents(
    db,
    liveFeed(db, liveOptions, clock),
    {
      ...DEFAULT_STREAM_LIMITS,
      ...liveOptions.limits,
    },
    {
      clock,
      ...(liveOptions.logCapacity ? { logCapacity: liveOptions.logCapacity } : {}),
      ...(liveOptions.watchMs ? { watchMs: liveOptions.watchMs } : {}),
    },
  );
  await live.start();
  options.metrics?.metrics.watchStreams(live.streams);
  const stopServing = serveLiveSource(db, trpcLiveSource(live));
  // Streams end first, each told when to come back, so that closing does not wait on them.
  app.addHook('preClose', () => live.streams.closeAll());
  app.addHook('onClose', () => {
    stopServing();
    return live.close();
  });
  await app.register(eventsRoute, { prefix: '/api/v1', db, config, clock, live });
  await app.register(trpc, { prefix: '/trpc', db, config, clock, writeHealth });
  await app.register(mapRoutes, { prefix: '/api/v1', db, galaxyVersion, writeHealth });
  await app.register(restApi, {
    prefix: '/api/v1',
    db,
    config,
    clock,
    reads,
    writeHealth,
  });
  await app.register(sharePages, {
    db,
    publicUrl: options.publicUrl,
    rendering: options.shareRendering,
  });
  await app.register(webApp, {
    root: options.webDist,
    mapPreloads: [`/api/v1${MAP_STATIC_PATH}`],
  });
  return app;
}

/** Where this server's live events go and come from (AppOptions.liveEvents). */
function liveFeed(
  db: Db,
  options: NonNullable<AppOptions['liveEvents']>,
  clock: () => Date,
): EventFeed {
  if (options.redis) return redisFeed(options.redis, options.redis.duplicate(), options.namespace);
  if (options.changeLog || dialectOf(db) === 'postgres') {
    return changeLogFeed(db, { clock, ...options.changeLog });
  }
  return localFeed();
}

/** A read the front answers itself is a GET that succeeded (read-front.ts sends only those). */
const frontAnswered = (metrics: ServerMetrics) => (route: string, seconds: number) =>
  metrics.answered('GET', route, route, 200, seconds);
