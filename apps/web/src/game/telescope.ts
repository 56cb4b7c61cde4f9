/** Spec 9: range in light-years = round(10000 × (1 + 0.75 × log2(level))). */
export function telescopeRange(level: number): number {
  return Math.round(10000 * (1 + 0.75 * Math.log2(Math.max(1, level))));
}
