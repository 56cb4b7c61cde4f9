// The buy-down's arithmetic (docs/game-rules.md, "Buying down the cooldown"): whole hours off the collection
// cooldown at the configured price per hour. The server enforces it; the web's dialog checks first.

const HOUR_MS = 3_600_000;

/** The refusals' texts, as the spec writes them: the server answers them, the web shows them. */
export const INVALID_HOURS = 'Invalid number of hours selected.';
export const NOT_ENOUGH_FOR_BUYDOWN = 'You do not have enough currency for this buydown.';

/** The cooldown's remaining time in whole hours, rounded up (0 when the collection is open). */
export function remainingCooldownHours(nextCollectionAt: string | null, now: Date): number {
  if (nextCollectionAt === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(nextCollectionAt) - now.getTime()) / HOUR_MS));
}

/** The whole hours a player may buy now: up to the remaining hours rounded up, as far as affordable. */
export function buyableHours(
  currency: number,
  costPerHour: number,
  remainingHours: number,
): number {
  return Math.min(
    remainingHours,
    costPerHour > 0 ? Math.floor(currency / costPerHour) : remainingHours,
  );
}
