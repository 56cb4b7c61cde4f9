import type { Db } from '@orrery/db';
import { onCommittedEvents } from '@orrery/api';
import { GAME_EVENT_SCHEMAS, type GameEvent } from '@orrery/domain/events';
import type { EventFeed } from './event-feed.js';
import { EventStreams, type StreamLimits } from './event-streams.js';
import { GalaxyResetWatch } from './galaxy-reset-watch.js';
import { GoalPeriodWatch } from './goal-period-watch.js';
import { RecentLog } from './recent-log.js';
import { eventFrame } from './sse-frames.js';

/** Events a reconnecting client may replay: about the last few minutes of a busy galaxy. */
export const DEFAULT_LOG_CAPACITY = 2_000;
/** How often a server looks for a new goal period or a reset galaxy. */
export const DEFAULT_WATCH_MS = 1_000;

export interface LiveOptions {
  logCapacity: number;
  /** The time the goal periods and resets are read at. */
  clock: () => Date;
  watchMs: number;
}

/**
 * The live galaxy of one server: the game's committed events go out through the feed (this
 * process, Redis, or the PostgreSQL change log for every server), and what the feed delivers is
 * numbered into the recent log and sent to the open streams. It also watches for what no request
 * commits here: a new goal period, and a galaxy reset by another process.
 */
export class LiveEvents {
  readonly streams: EventStreams;
  #log: RecentLog | undefined;
  /** Events the feed delivered while starting, before the log existed. */
  #early: [number, GameEvent][] = [];
  #unsubscribe: () => void = () => {};
  readonly #options: LiveOptions;
  readonly #goalPeriods: GoalPeriodWatch;
  readonly #galaxy: GalaxyResetWatch;
  #watch: NodeJS.Timeout | undefined;
  #watching: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly feed: EventFeed,
    limits: StreamLimits,
    options: Partial<LiveOptions> = {},
  ) {
    this.streams = new EventStreams(limits);
    this.#options = {
      logCapacity: DEFAULT_LOG_CAPACITY,
      clock: () => new Date(),
      watchMs: DEFAULT_WATCH_MS,
      ...options,
    };
    const once = (event: GameEvent, key: string) => this.publishOnce(event, key);
    this.#goalPeriods = new GoalPeriodWatch(once);
    this.#galaxy = new GalaxyResetWatch(db, once);
  }

  get log(): RecentLog {
    if (!this.#log) throw new Error('LiveEvents.start() has not finished');
    return this.#log;
  }

  async start(): Promise<void> {
    const { log, aheadAllowed } = await this.feed.start((seq, event) => this.#deliver(seq, event));
    this.#log = new RecentLog(log, this.#options.logCapacity, aheadAllowed);
    for (const [seq, event] of this.#early.splice(0)) this.#deliver(seq, event);
    this.#unsubscribe = onCommittedEvents(this.db, (events) => this.publish(events));
    // Not awaited: a database slow to answer does not hold the server's start.
    void this.#check();
    this.#watch = setInterval(() => void this.#check(), this.#options.watchMs);
    this.#watch.unref();
  }

  /** One look for a new goal period and a reset galaxy; a look under way is not doubled. */
  #check(): Promise<void> {
    this.#watching ??= (async () => {
      const now = this.#options.clock();
      this.#goalPeriods.check(now);
      await this.#galaxy.check(now);
    })()
      .catch(() => {}) // the database out of reach: the next look tries again
      .finally(() => (this.#watching = null));
    return this.#watching;
  }

  /** Sends events as if committed here (timers, operator jobs this server notices). */
  publish(events: readonly GameEvent[]): void {
    // The contract is checked where events leave the game: a rule that sends a private name or a
    // malformed field fails its tests here rather than a client in play.
    for (const event of events) GAME_EVENT_SCHEMAS[event.type].parse(event.data);
    this.feed.publish(events);
  }

  /** Publishes an event every server may notice, once whichever servers do (EventFeed). */
  publishOnce(event: GameEvent, key: string): void {
    GAME_EVENT_SCHEMAS[event.type].parse(event.data);
    this.feed.publishOnce(event, key);
  }

  async close(): Promise<void> {
    clearInterval(this.#watch);
    await this.#watching;
    this.#unsubscribe();
    await this.streams.closeAll();
    await this.feed.close();
  }

  #deliver(seq: number, event: GameEvent): void {
    const log = this.#log;
    if (!log) {
      this.#early.push([seq, event]);
      return;
    }
    const logged = {
      seq,
      audience: event.audience,
      frame: eventFrame(log.name, seq, event.type, event.data),
    };
    log.add(logged);
    this.streams.broadcast(logged);
  }
}
