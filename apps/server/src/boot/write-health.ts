import { type Db } from '@orrery/db';
import { probeWrite, writeFaultOf, type WriteFault } from '@orrery/db/maintenance';
import type { FastifyBaseLogger } from 'fastify';

/** Seconds a client is asked to wait before trying a write again (Retry-After on 503). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Whether the database takes writes. Known at start (a probe write) and after any write that failed
 * for want of a writable database; while a fault stands, `check()` probes again at most once per
 * `probeIntervalMs`, so readiness turns back by itself once the fault clears (writes are never
 * held back meanwhile: each is tried, and succeeds as soon as the database allows).
 */
export class WriteHealth {
  #fault: WriteFault | undefined;
  #probed = false;
  #probedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly probeIntervalMs = 1000,
  ) {}

  /** The fault writes meet now, or undefined when they work. */
  async check(now = new Date()): Promise<WriteFault | undefined> {
    const due = performance.now() - this.#probedAt >= this.probeIntervalMs;
    if (!this.#probed || (this.#fault !== undefined && due)) await this.#probe(now);
    return this.#fault;
  }

  /** A request's write met a fault: readiness fails until a probe write succeeds. */
  failed(fault: WriteFault): void {
    this.#fault = fault;
    this.#probed = true;
    this.#probedAt = performance.now();
  }

  async #probe(now: Date): Promise<void> {
    this.#probed = true;
    this.#probedAt = performance.now();
    try {
      await probeWrite(this.db, now);
      if (this.#fault !== undefined) {
        this.log.info({ cause: this.#fault.code }, 'database writable again');
      }
      this.#fault = undefined;
    } catch (error) {
      const fault = writeFaultOf(error);
      if (fault === undefined) throw error;
      if (this.#fault === undefined) logWriteFault(this.log, fault);
      this.#fault = fault;
    }
  }
}

/** One error line naming the database's own code and words, e.g. SQLITE_FULL. */
export function logWriteFault(log: FastifyBaseLogger, fault: WriteFault, err?: unknown): void {
  log.error(
    { cause: fault.code, err },
    `the database cannot be written: ${fault.code} (${fault.message})`,
  );
}

/**
 * Logs a server-side failure once: a write fault by its cause (and readiness learns of it),
 * anything else with its stack.
 */
export function logServerFailure(
  log: FastifyBaseLogger,
  health: WriteHealth,
  error: unknown,
): void {
  const fault = writeFaultOf(error);
  if (fault === undefined) {
    log.error({ err: error }, 'procedure failed');
    return;
  }
  logWriteFault(log, fault, error);
  health.failed(fault);
}
