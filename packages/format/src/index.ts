// How Orrery writes numbers and quantities for people, for the web and the CLI alike
// (docs/architecture.md, "One number format").
export {
  assertFinite,
  countOf,
  formatCount,
  formatFixed,
  formatNumber,
  formatScore,
  formatShare,
  groupThousands,
  powerOfTen,
} from './number.js';
export * as quantity from './quantity.js';
export type { Quantity } from './quantity.js';
export { CURRENCY_SYMBOL, formatCurrency, formatSignedCurrency } from './currency.js';
export { formatAgo, formatCountdown, formatDuration, formatIn } from './time.js';
export { keyLabel, planetTypeLabel, typeLabel } from './labels.js';
export * from './constants.js';
