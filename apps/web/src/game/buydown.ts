/** Spec 9: buying down the cooldown costs 100 currency per whole hour. */
export const BUYDOWN_COST_PER_HOUR = 100;
const HOUR_MS = 3_600_000;

/**
 * The most hours the slider offers: the remaining hours rounded up (at least 1), but no more than
 * the balance affords. 0 when not even one hour is affordable.
 */
export function maxBuydownHours(remainingMs: number, balance: number): number {
  const remainingHours = Math.max(1, Math.ceil(remainingMs / HOUR_MS));
  const affordable = Math.floor(Math.max(0, balance) / BUYDOWN_COST_PER_HOUR);
  return Math.min(remainingHours, affordable);
}

/** The client checks before calling the server (spec 5); null when the purchase may go ahead. */
export function buydownProblem(hours: number, maxHours: number, balance: number): string | null {
  if (balance < hours * BUYDOWN_COST_PER_HOUR) {
    return 'You do not have enough currency for this buydown.';
  }
  if (!Number.isInteger(hours) || hours < 1 || hours > maxHours) {
    return 'Invalid number of hours selected.';
  }
  return null;
}
