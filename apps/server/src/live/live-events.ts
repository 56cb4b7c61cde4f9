import type { Db } from '@orrery/db';
import { onCommittedEvents } from '@orrery/api';
import { GAME_EVENT_SCHEMAS, type GameEvent } from '@orrery/domain/events';
import type { EventFeed } from './event-feed.js';
import { EventStreams, type StreamLimits } from './event-streams.js';
import { RecentLog } from './recent-log.js';
import { eventFrame } from './sse-frames.js';

/** Events a reconnecting client may replay: about the last few minutes of a busy galaxy. */
export const DEFAULT_LOG_CAPACITY = 2_000;

/**
 * The live galaxy of one server: the game's committed events go out through the feed (this
 * process, or Redis for every server), and what the feed delivers is numbered into the recent log
 * and sent to the open streams.
 */
export class LiveEvents {
  readonly streams: EventStreams;
  #log: RecentLog | undefined;
  #unsubscribe: () => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly feed: EventFeed,
    limits: StreamLimits,
    private readonly logCapacity = DEFAULT_LOG_CAPACITY,
  ) {
    this.streams = new EventStreams(limits);
  }

  get log(): RecentLog {
    if (!this.#log) throw new Error('LiveEvents.start() has not finished');
    return this.#log;
  }

  async start(): Promise<void> {
    const { log, aheadAllowed } = await this.feed.start((seq, event) => this.#deliver(seq, event));
    this.#log = new RecentLog(log, this.logCapacity, aheadAllowed);
    this.#unsubscribe = onCommittedEvents(this.db, (events) => this.publish(events));
  }

  /** Sends events as if committed here (timers, operator jobs this server notices). */
  publish(events: readonly GameEvent[]): void {
    // The contract is checked where events leave the game: a rule that sends a private name or a
    // malformed field fails its tests here rather than a client in play.
    for (const event of events) GAME_EVENT_SCHEMAS[event.type].parse(event.data);
    this.feed.publish(events);
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await this.streams.closeAll();
    await this.feed.close();
  }

  #deliver(seq: number, event: GameEvent): void {
    const log = this.#log;
    if (!log) return;
    const logged = {
      seq,
      audience: event.audience,
      frame: eventFrame(log.name, seq, event.type, event.data),
    };
    log.add(logged);
    this.streams.broadcast(logged);
  }
}
