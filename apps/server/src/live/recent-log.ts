import type { EventAudience } from '@orrery/domain/events';

/** One event as every stream sends it: its sequence number, audience and SSE frame's bytes. */
export interface LoggedEvent {
  seq: number;
  audience: EventAudience;
  frame: Buffer;
}

/** What a resuming client is owed: the events after its id, or a resync when the log lost some. */
export type Replay =
  | { kind: 'events'; events: LoggedEvent[] }
  | { kind: 'resync'; reason: 'log-expired' | 'log-restarted' }
  | { kind: 'future' };

/**
 * The last `capacity` events of one log, in sequence order: what a reconnecting client may replay.
 * Memory is bounded by the capacity, whatever the rate of events.
 */
export class RecentLog {
  readonly #events: LoggedEvent[] = [];

  /**
   * `aheadAllowed`: how far past this log's head a client's id may be and still be one this log
   * will hear (another server behind the same Redis may have sent it a moment sooner); 0 alone.
   */
  constructor(
    readonly name: string,
    private readonly capacity: number,
    private readonly aheadAllowed = 0,
  ) {}

  /** The newest sequence number, 0 before any event. */
  get head(): number {
    return this.#events.at(-1)?.seq ?? this.#head;
  }
  #head = 0;

  add(event: LoggedEvent): void {
    // Sequence numbers arrive in order from one publisher; a late or repeated one is dropped.
    if (event.seq <= this.head) return;
    this.#events.push(event);
    this.#head = event.seq;
    if (this.#events.length > this.capacity)
      this.#events.splice(0, this.#events.length - this.capacity);
  }

  /** What a client whose last event was `seq` of log `log` missed. */
  since(log: string, seq: number): Replay {
    if (log !== this.name) return { kind: 'resync', reason: 'log-restarted' };
    if (seq > this.head + this.aheadAllowed) return { kind: 'future' };
    const oldest = this.#events[0]?.seq ?? this.head + 1;
    if (seq < oldest - 1) return { kind: 'resync', reason: 'log-expired' };
    return { kind: 'events', events: this.#events.filter((e) => e.seq > seq) };
  }
}
