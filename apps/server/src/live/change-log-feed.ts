import { type Db } from '@orrery/db';
import {
  appendLiveEvents,
  latestLiveEventId,
  listLiveEventsAfter,
  pruneLiveEvents,
  type LiveEventRow,
  type NewLiveEvent,
} from '@orrery/db/live';
import { getSetting, insertSettingIfAbsent } from '@orrery/db/settings';
import type { EventAudience, GameEvent } from '@orrery/domain/events';
import { newLogName, type EventFeed } from './event-feed.js';
import { mergedAppends } from './merged-appends.js';

export interface ChangeLogOptions {
  /** How often each server reads what the others logged. */
  pollMs: number;
  /** Events the table keeps; older rows are deleted every `pruneEveryPolls` polls. */
  keep: number;
  pruneEveryPolls: number;
  /** Logged events a starting server loads, so that clients resume on it at once. */
  backlog: number;
  clock: () => Date;
}

export const DEFAULT_CHANGE_LOG: ChangeLogOptions = {
  pollMs: 250,
  keep: 10_000,
  pruneEveryPolls: 240,
  backlog: 2_000,
  clock: () => new Date(),
};

const LOG_NAME_SETTING = 'live_events_log';
const ROWS_PER_READ = 500;

const rowOf = (event: GameEvent, at: string, onceKey: string | null): NewLiveEvent => ({
  kind: event.type,
  audience: event.audience.kind,
  user_id: event.audience.kind === 'user' ? event.audience.userId : null,
  payload: JSON.stringify(event.data),
  once_key: onceKey,
  created_at: at,
});

function eventOf(row: LiveEventRow): GameEvent {
  const audience: EventAudience =
    row.audience === 'user' ? { kind: 'user', userId: row.user_id! } : { kind: row.audience };
  return { type: row.kind, data: JSON.parse(row.payload), audience } as GameEvent;
}

/**
 * Every server on one PostgreSQL without Redis: each appends its committed events to the
 * `live_events` table (after the commit, in a short transaction of its own) and reads the rows
 * after the last one it saw every `pollMs`, its own included, so an event's id is its row's id on
 * every server. Its own appends are read at once rather than at the next poll. Events that could
 * not be appended (the database unreachable) are lost; clients carry on.
 */
export function changeLogFeed(db: Db, options: Partial<ChangeLogOptions> = {}): EventFeed {
  const { pollMs, keep, pruneEveryPolls, backlog, clock } = { ...DEFAULT_CHANGE_LOG, ...options };
  let deliver: (seq: number, event: GameEvent) => void = () => {};
  /** The last id read; null until the log's head is known (then only newer events are read). */
  let last: number | null = null;
  let polls = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | null = null;
  let again = false;

  async function readNew(): Promise<void> {
    let rows: LiveEventRow[];
    last ??= await latestLiveEventId(db);
    do {
      rows = await listLiveEventsAfter(db, last, ROWS_PER_READ);
      for (const row of rows) {
        last = row.id;
        deliver(row.id, eventOf(row));
      }
    } while (rows.length === ROWS_PER_READ);
    polls += 1;
    if (polls % pruneEveryPolls === 0) await pruneLiveEvents(db, keep);
  }

  /** Reads what is new; a call during a read runs one more read after it, never two at once. */
  function poll(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = readNew()
      .catch(() => {}) // the next poll tries again
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          void poll();
        }
      });
    return reading;
  }

  // Committed events queued behind an append go out together in the next one, in order.
  const appends = mergedAppends<NewLiveEvent>(
    (rows) => appendLiveEvents(db, rows),
    () => void poll(),
  );
  const append = (rows: NewLiveEvent[]) => appends.add(rows);

  return {
    async start(to) {
      deliver = to;
      let log: string;
      try {
        await insertSettingIfAbsent(db, LOG_NAME_SETTING, newLogName());
        log = (await getSetting(db, LOG_NAME_SETTING))!;
        last = Math.max(0, (await latestLiveEventId(db)) - backlog);
      } catch {
        // A database this server cannot write yet: a log of its own until it restarts.
        log = newLogName();
      }
      await poll();
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
      // Another server may have logged events this one has not read yet.
      return { log, aheadAllowed: 10_000 };
    },
    publish(events) {
      const at = clock().toISOString();
      append(events.map((event) => rowOf(event, at, null)));
    },
    publishOnce(event, key) {
      append([rowOf(event, clock().toISOString(), key)]);
    },
    async close() {
      clearInterval(timer);
      await appends.idle();
      await reading;
    },
  };
}
