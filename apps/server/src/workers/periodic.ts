import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and then `everyMs` after each run ends (never two at once), until stopped. A run
 * that throws is logged as `failure` and the next one comes on time. Timers are unref'd: a
 * periodic task never keeps the process alive on its own.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly task: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the run in progress, and starts no other. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.task()
        .then(() => undefined)
        .catch((error: unknown) => this.log.warn({ err: error }, this.failure))
        .finally(() => this.schedule(this.everyMs));
    }, ms);
    this.timer.unref();
  }
}
