import { sweepExpiredTrades } from '@orrery/api/game/trades';
import type { Db } from '@orrery/db';
import type { FastifyBaseLogger } from 'fastify';
import { Periodic } from './periodic.js';

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
  private readonly clock: () => Date;
  private readonly periodic: Periodic;

  constructor(private readonly options: TradeExpiryOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.periodic = new Periodic(
      () => this.round(this.clock()),
      options.everyMs ?? TRADE_EXPIRY_EVERY_MS,
      options.log,
      'trade expiry: a sweep failed; it tries again',
    );
  }

  start(): void {
    this.periodic.start();
  }

  /** Waits for the sweep in progress, and starts no other. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One sweep at `now`: answers how many offers it closed (tests call it directly). */
  async round(now: Date): Promise<number> {
    const closed = await sweepExpiredTrades(this.options.db, now);
    if (closed > 0) this.options.log.info({ closed }, 'expired trade offers closed');
    return closed;
  }
}
