import { assertFinite, formatCount } from './number.js';

/** The currency's symbol (docs/spec.md §1). */
export const CURRENCY_SYMBOL = 'Ϟ';

/** Whole currency amounts: `1,500 Ϟ`. */
export function formatCurrency(amount: number): string {
  return `${formatCount(amount)} ${CURRENCY_SYMBOL}`;
}

/** Ledger style (docs/spec.md §2): non-negative amounts get a plus sign, negatives a true minus: `−200 Ϟ`. */
export function formatSignedCurrency(amount: number): string {
  assertFinite(amount);
  return `${amount >= 0 ? '+' : '−'}${formatCurrency(Math.abs(amount))}`;
}
