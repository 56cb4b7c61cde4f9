import { pendingMigrations, type Db } from '@orrery/db';
import { getGalaxyStatus } from '@orrery/db/galaxy';
import { probeWrite, writeFaultOf } from '@orrery/db/maintenance';
import type { Redis } from 'ioredis';
import type { StartGate } from '../boot/start-gate.js';
import type { WriteHealth } from '../boot/write-health.js';

/** What /readyz checks, in the order it answers them. */
export const READINESS_CHECKS = ['database', 'writable', 'migrations', 'galaxy', 'redis'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** `ok`, `not configured` (Redis), or what is wrong, in a few words. */
export type CheckResult = string;

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, CheckResult>;
  /** The checks that failed, by name. */
  failing: ReadinessCheck[];
}

export interface ReadinessOptions {
  db: Db;
  writeHealth: WriteHealth;
  gate: StartGate;
  redis: Redis | undefined;
  /** Longest a check may take before it counts as failed (ms). */
  timeoutMs?: number;
  /** Least time between two probe writes (ms): a probe costs a commit of 16 KiB. */
  probeIntervalMs?: number;
}

const OK = 'ok';

/** Rejects with "timed out after N ms" when `work` takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failure in a few words: the database's or the socket's code when it has one. */
function reasonOf(error: unknown): string {
  const fault = writeFaultOf(error);
  if (fault) return `${fault.code} (${fault.message})`;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} (${message})` : message;
}

/**
 * Whether this server should get traffic: the database answers and takes a write, its schema is
 * current, the galaxy is seeded and the API open, and Redis (when configured) answers. Every check
 * runs each time, so an answer names every failure at once.
 */
export class ReadinessChecks {
  #migrated = false;
  #probedAt = -Infinity;
  #probe: Promise<void> = Promise.resolve();

  constructor(private readonly options: ReadinessOptions) {}

  async check(now = new Date()): Promise<Readiness> {
    const results = await Promise.all(
      READINESS_CHECKS.map(async (name): Promise<CheckResult> => {
        try {
          return await within(this.#run(name, now), this.options.timeoutMs ?? 2000);
        } catch (error) {
          return reasonOf(error);
        }
      }),
    );
    const checks = Object.fromEntries(
      READINESS_CHECKS.map((name, i) => [name, results[i]!]),
    ) as Record<ReadinessCheck, CheckResult>;
    const failing = READINESS_CHECKS.filter(
      (name) => checks[name] !== OK && checks[name] !== 'not configured',
    );
    return { ready: failing.length === 0, checks, failing };
  }

  async #run(name: ReadinessCheck, now: Date): Promise<CheckResult> {
    const { db, gate, redis } = this.options;
    switch (name) {
      case 'database':
        await getGalaxyStatus(db);
        return OK;
      case 'writable':
        await this.#probeWrite(now);
        return OK;
      case 'migrations': {
        if (this.#migrated) return OK;
        const pending = await pendingMigrations(db);
        if (pending.length > 0) return `${pending.length} pending, from ${pending[0]}`;
        this.#migrated = true;
        return OK;
      }
      case 'galaxy': {
        const status = await getGalaxyStatus(db);
        if (status === undefined) return 'not seeded';
        if (status !== 'ready') return `being seeded (${status})`;
        return gate.isOpen ? OK : 'the API is not open yet';
      }
      case 'redis':
        if (redis === undefined) return 'not configured';
        if (redis.status !== 'ready') return `unreachable (${redis.status})`;
        await redis.ping();
        return OK;
    }
  }

  /**
   * A probe write at most once per interval (the last one's outcome in between). A fault found
   * here is also one the server's writes and /healthz learn of.
   */
  #probeWrite(now: Date): Promise<void> {
    const { db, writeHealth, probeIntervalMs = 1000 } = this.options;
    if (performance.now() - this.#probedAt >= probeIntervalMs) {
      this.#probedAt = performance.now();
      this.#probe = probeWrite(db, now).catch((error: unknown) => {
        const fault = writeFaultOf(error);
        if (fault) writeHealth.failed(fault);
        throw error;
      });
      // Awaited by this check and the next ones; never an unhandled rejection meanwhile.
      this.#probe.catch(() => undefined);
    }
    return this.#probe;
  }
}
