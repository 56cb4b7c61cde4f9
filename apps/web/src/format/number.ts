/**
 * Spec 9 number formatting: 1e7 or more in scientific notation; above 1000 rounded to tens; above 10
 * rounded to an integer; otherwise two decimals. Thresholds apply to the magnitude, so negatives match.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e7) return value.toExponential(2).replace('e+', 'e');
  if (magnitude > 1000) return groupThousands(Math.round(value / 10) * 10);
  if (magnitude > 10) return groupThousands(Math.round(value));
  return value.toFixed(2);
}

function groupThousands(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/** Whole currency amounts with the Ϟ symbol. */
export function formatCurrency(amount: number): string {
  return `${Math.round(amount).toLocaleString('en-US')} Ϟ`;
}

/** Ledger style: non-negative amounts get a plus sign. */
export function formatSignedCurrency(amount: number): string {
  return `${amount >= 0 ? '+' : '−'}${formatCurrency(Math.abs(amount))}`;
}

/** Share of a total in whole percent; 0 for an empty total. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
