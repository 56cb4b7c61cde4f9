import { INVALID_HOURS, NOT_ENOUGH_FOR_BUYDOWN } from '@orrery/domain';
import type { BuydownQuote } from '../api/types.js';

/**
 * The dialog's check before it calls the server (docs/spec.md §5), over the server's quote (price and the
 * hours allowed come from GET /solar/collection/buydown, never from a constant here); null when
 * the purchase may go ahead. The server checks again and has the last word.
 */
export function buydownProblem(hours: number, quote: BuydownQuote, balance: number): string | null {
  if (balance < hours * quote.costPerHour) {
    return NOT_ENOUGH_FOR_BUYDOWN;
  }
  if (!Number.isInteger(hours) || hours < 1 || hours > quote.maxHours) {
    return INVALID_HOURS;
  }
  return null;
}
