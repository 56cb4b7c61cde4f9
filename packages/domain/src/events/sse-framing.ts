// How GET /api/v1/events frames its stream (docs/api.md "Live events"), shared by the server that
// writes it and the web that reads it.

/** A `: heartbeat` comment line this often keeps proxies and the client's idle timers awake. */
export const HEARTBEAT_MS = 20_000;

/**
 * The `retry:` the stream advises: a base plus a per-stream jitter, so that clients dropped at
 * once (a deploy, a network blip) come back spread over the window rather than all together.
 */
export const RETRY_BASE_MS = 2_000;
export const RETRY_JITTER_MS = 3_000;
/** On a graceful shutdown the advice is longer, so the restarting servers are not stampeded. */
export const SHUTDOWN_RETRY_BASE_MS = 5_000;
export const SHUTDOWN_RETRY_JITTER_MS = 10_000;

/**
 * An event id is `<log>-<seq>`: `log` names the recent log (base 36, new when the log restarts)
 * and `seq` counts its events from 1. Ids of one log compare by `seq`.
 */
export interface EventId {
  log: string;
  seq: number;
}

const EVENT_ID = /^([0-9a-z]{1,16})-([1-9][0-9]{0,14})$/;

export const formatEventId = ({ log, seq }: EventId): string => `${log}-${seq}`;

/** The id a `Last-Event-ID` header names, or null when it is not one. */
export function parseEventId(text: string): EventId | null {
  const match = EVENT_ID.exec(text);
  if (!match) return null;
  return { log: match[1]!, seq: Number(match[2]) };
}
