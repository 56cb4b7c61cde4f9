// The leaderboards' week (docs/game-rules.md, "Profiles and leaderboards"): Monday 00:00 UTC to
// the next Monday 00:00 UTC, the ISO 8601 week in UTC. One week for every player, whatever their time zone, so a
// board compares like with like.

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD, UTC) of the week holding `time`. */
export function weekStartOf(time: Date): string {
  const day = Math.floor(time.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: three days after a Monday.
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/** The week holding `now`, as ISO instants: start inclusive, end exclusive. */
export function weekOf(now: Date): { start: string; end: string } {
  const start = Date.parse(`${weekStartOf(now)}T00:00:00.000Z`);
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + 7 * DAY_MS).toISOString(),
  };
}
