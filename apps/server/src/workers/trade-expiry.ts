import { sweepExpiredTrades } from '@orrery/api/game/trades';
import type { Db } from '@orrery/db';
import type { FastifyBaseLogger } from 'fastify';

/** How often a server closes the offers whose time ran out (reads show them expired meanwhile). */
export const TRADE_EXPIRY_EVERY_MS = 60_000;

export interface TradeExpiryOptions {
  db: Db;
  log: FastifyBaseLogger;
  everyMs?: number;
  clock?: () => Date;
}

/**
 * Closes open offers past their time as `expired` every `everyMs`, so the state is durable and both
 * parties hear it on the live stream. Every server runs one: a sweep closes each offer once.
 */
export class TradeExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly clock: () => Date;

  constructor(private readonly options: TradeExpiryOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the sweep in progress, and starts no other. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One sweep at `now`: answers how many offers it closed (tests call it directly). */
  async round(now: Date): Promise<number> {
    const closed = await sweepExpiredTrades(this.options.db, now);
    if (closed > 0) this.options.log.info({ closed }, 'expired trade offers closed');
    return closed;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round(this.clock())
        .then(() => undefined)
        .catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'trade expiry: a sweep failed; it tries again'),
        )
        .finally(() => this.schedule(this.options.everyMs ?? TRADE_EXPIRY_EVERY_MS));
    }, ms);
    this.timer.unref();
  }
}
