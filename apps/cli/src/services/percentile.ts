/**
 * The nearest-rank percentile of `values` (p in 1..100): the smallest value with at least p% of the
 * values at or below it. Always one of the values, so whole numbers stay whole (and Infinity
 * stays Infinity). 0 for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  // Compared, not subtracted: Infinity ("never") sorts last without NaN.
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
