import type { Db } from '@orrery/db';
import type { StreamEventType } from '@orrery/domain/events';

// The live stream as the tRPC subscription `live.events` reads it (docs/api.md "Live events"). The
// server that holds the streams serves its source here for its database; the procedure only
// adapts it, so both transports share one log, one audience rule and one set of caps.

/** One event: `id` is absent on `resync`, which the stream sends itself. */
export interface LiveMessage {
  id?: string;
  type: StreamEventType;
  data: unknown;
}

export interface LiveRequest {
  userId: number | null;
  sessionId: string | null;
  address: string;
  /** The last id the client saw (tRPC resends it on a reconnect). */
  lastEventId: string | null;
  /** Aborted when the client goes away. */
  signal: AbortSignal | undefined;
}

/** A refusal as the REST stream answers it: 400 (a bad id) or 429 (too many streams). */
export interface LiveRefusal {
  status: 400 | 429;
  error: string;
}

export interface LiveSource {
  open(request: LiveRequest): AsyncIterable<LiveMessage> | LiveRefusal;
}

const sources = new Map<Db, LiveSource>();

/** Serves `source` to the subscriptions on `db`. Returns its removal. */
export function serveLiveSource(db: Db, source: LiveSource): () => void {
  sources.set(db, source);
  return () => {
    if (sources.get(db) === source) sources.delete(db);
  };
}

/** The source served for `db`, if a server holds one (the CLI and plain callers have none). */
export const liveSourceOf = (db: Db): LiveSource | undefined => sources.get(db);
