import type { Generated, Insertable, Selectable } from 'kysely';

/** One committed event of the live stream's change log (servers on PostgreSQL without Redis). */
export interface LiveEventsTable {
  /** The event's number in the log, the same on every server. */
  id: Generated<number>;
  /** The SSE `event:` name (`discovery`, `trade`, …). */
  kind: string;
  /** Whom it is for: `public`, `players` (every signed-in stream) or `user` (user_id's). */
  audience: 'public' | 'players' | 'user';
  user_id: number | null;
  /** The event's `data:` JSON. */
  payload: string;
  /** Set on an event several servers may log; the second try is dropped. */
  once_key: string | null;
  /** ISO 8601 UTC, when it was logged. */
  created_at: string;
}

export type LiveEventRow = Selectable<LiveEventsTable>;
export type NewLiveEvent = Insertable<LiveEventsTable>;
