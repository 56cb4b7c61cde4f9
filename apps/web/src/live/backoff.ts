/**
 * How long a client waits before it reconnects: "full jitter" exponential backoff (a uniform draw
 * between zero and a ceiling that doubles per failed attempt, up to a cap), so that thousands of
 * clients cut off at once (a deploy, a network blip) come back spread out rather than together.
 * The server's `retry:` advice raises the floor of the ceiling; it never makes a client faster.
 */
export interface BackoffPolicy {
  /** the ceiling of the first attempt, ms */
  baseMs: number;
  /** the ceiling never passes this, ms */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 60_000 };

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a drop), `random` in [0, 1).
 * A connection that was up for a while resets `attempt` to 0 (the caller's choice).
 */
export function reconnectDelay(
  attempt: number,
  random: number,
  retryHintMs: number | null = null,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const base = Math.max(policy.baseMs, retryHintMs ?? 0);
  const ceiling = Math.min(policy.capMs, base * 2 ** Math.min(Math.max(attempt, 0), 30));
  return Math.floor(Math.min(Math.max(random, 0), 1) * ceiling);
}
