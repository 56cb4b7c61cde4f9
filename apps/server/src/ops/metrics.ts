import { type DatabaseObserver, type Db, type PoolUse } from '@orrery/db';
import { outboxDepth } from '@orrery/db/mail';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { gameEventOf, type GameEvent } from './game-events.js';

/** Seconds: from a cached read (under a millisecond) to a slow write or a share image. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10,
];

/** Hits and misses a cache counts itself, read at each scrape. */
export interface CacheCounts {
  readonly hits: number;
  readonly misses: number;
}

/**
 * Every series /metrics shows (docs/operations.md, "Metrics"), on a registry of its own: the
 * process's (event-loop lag, heap, GC, CPU), the requests by route template and status with their
 * latency, the database's pool and failed statements, the game's events, the mail outbox and the
 * read cache. Parts made later (the pool, the cache, the outbox's database) are attached as they
 * come. Trades are counted by whoever serves them (`trades`).
 */
export class ServerMetrics {
  readonly registry = new Registry();

  readonly #requests = new Histogram({
    name: 'orrery_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly #queryErrors = new Counter({
    name: 'orrery_db_query_errors_total',
    help: "Database statements that failed, by the database's error code",
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  readonly #events: Record<GameEvent, Counter> = {
    collect: new Counter({
      name: 'orrery_collects_total',
      help: 'Systems collected',
      registers: [this.registry],
    }),
    registration: new Counter({
      name: 'orrery_registrations_total',
      help: 'Accounts registered',
      registers: [this.registry],
    }),
    'sign-in-refusal': new Counter({
      name: 'orrery_sign_in_refusals_total',
      help: 'Sign-ins refused (a wrong password, bad input, too many attempts), by status',
      labelNames: ['status'] as const,
      registers: [this.registry],
    }),
  };

  /** Trades completed: the trading work counts them (`metrics.trades.inc()`). */
  readonly trades = new Counter({
    name: 'orrery_trades_total',
    help: 'Trades completed',
    registers: [this.registry],
  });

  /** The parts read at each scrape, attached as they are made. */
  readonly #watched: {
    pool?: PoolUse;
    cache?: CacheCounts;
    outbox?: Db;
    streams?: { readonly size: number };
  } = {};

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const watched = this.#watched;
    new Gauge({
      name: 'orrery_event_streams_open',
      help: 'Event streams open on this server',
      registers: [this.registry],
      collect() {
        this.set(watched.streams?.size ?? 0);
      },
    });
    new Gauge({
      name: 'orrery_db_pool_connections',
      help: 'PostgreSQL connections of this server: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = watched.pool;
        if (pool === undefined) return;
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const cacheCounter = (name: string, help: string, read: (counts: CacheCounts) => number) => {
      let shown = 0;
      return new Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          if (watched.cache === undefined) return;
          // A counter only goes up: it is moved on to the cache's own count.
          const count = read(watched.cache);
          this.inc(count - shown);
          shown = count;
        },
      });
    };
    cacheCounter(
      'orrery_read_cache_hits_total',
      'Cacheable reads answered from the cache',
      (c) => c.hits,
    );
    cacheCounter('orrery_read_cache_misses_total', 'Cacheable reads made afresh', (c) => c.misses);
    new Gauge({
      name: 'orrery_mail_outbox_mails',
      help: 'Mails in the outbox: pending (waiting to be sent), retrying (pending after a failed try), dead (given up)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const db = watched.outbox;
        if (db === undefined) return;
        const counts = await outboxDepth(db);
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
  }

  /** What the database tells: its failed statements and, on PostgreSQL, its pool. */
  readonly database: DatabaseObserver = {
    queryFailed: (error) => {
      const code = (error as { code?: unknown } | undefined)?.code;
      this.#queryErrors.inc({ code: typeof code === 'string' ? code : 'unknown' });
    },
    poolOpened: (pool) => {
      this.#watched.pool = pool;
    },
  };

  /** The read cache whose hits and misses are shown. */
  watchCache(counts: CacheCounts): void {
    this.#watched.cache = counts;
  }

  /** The open event streams, counted at each scrape. */
  watchStreams(streams: { readonly size: number }): void {
    this.#watched.streams = streams;
  }

  /** The database whose mail outbox is counted at each scrape. */
  watchOutbox(db: Db): void {
    this.#watched.outbox = db;
  }

  /** One answered request: `route` is its template (`unmatched` when no route took it). */
  answered(method: string, route: string, url: string, status: number, seconds: number): void {
    this.#requests.observe({ method, route, status }, seconds);
    const event = gameEventOf(method, route, url, status);
    if (event === 'sign-in-refusal') this.#events[event].inc({ status });
    else if (event !== undefined) this.#events[event].inc();
  }

  /** The Prometheus text of every series. */
  async text(): Promise<string> {
    return this.registry.metrics();
  }
}
