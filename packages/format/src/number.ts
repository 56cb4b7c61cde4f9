/**
 * Plain numbers for people: three significant digits, thousands separators, and, past a billion or
 * below a ten-thousandth, "1.99 × 10³⁰" instead of `1.99e+30` (nobody reads `e+NN` in a game).
 * The output never depends on the machine's locale, so the web and the CLI print the same text.
 */

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** From here up a number is written as a power of ten: "1,230,000,000" is already hard to read. */
const LARGE = 1e9;
/** Below this a number is written as a power of ten: "0.0000123" hides its own size. */
const SMALL = 1e-4;

/** A formatter refuses what is not a number: NaN or ±∞ on a page is a bug to find, not to print. */
export function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value} as a number`);
}

/** `1234567` -> `1,234,567`; a fraction part is kept as it is. */
export function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** `1.500` -> `1.5`, `2.00` -> `2`. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** `1.99 × 10³⁰`, `-4 × 10⁻⁵`. */
export function powerOfTen(value: number, digits = 3): string {
  assertFinite(value);
  const [mantissa = '0', exponent = '0'] = value.toExponential(digits - 1).split('e');
  const power = [...String(Number(exponent))].map((c) => SUPERSCRIPT[c] ?? c).join('');
  return `${trimZeros(mantissa)} × 10${power}`;
}

/**
 * A measured value to `digits` significant digits (3 unless said): `5,780`, `1.52`, `0.0182`,
 * `1.99 × 10³⁰`. Zero is `0`; negatives keep their sign. NaN and ±∞ are refused (RangeError).
 */
export function formatNumber(value: number, digits = 3): string {
  assertFinite(value);
  if (value === 0) return '0';
  const rounded = Number(value.toPrecision(digits));
  const magnitude = Math.abs(rounded);
  if (magnitude >= LARGE || magnitude < SMALL) return powerOfTen(value, digits);
  const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(magnitude)));
  const text = trimZeros(Math.abs(rounded).toFixed(decimals));
  return `${rounded < 0 ? '-' : ''}${groupThousands(text)}`;
}

/** The digits of a non-negative value to `decimals` places; past 1e21 `toFixed` itself says `1e+21`. */
function fixedDigits(magnitude: number, decimals: number): string {
  if (magnitude < 1e21) return magnitude.toFixed(decimals);
  const whole = BigInt(Math.round(magnitude)).toString();
  return decimals > 0 ? `${whole}.${'0'.repeat(decimals)}` : whole;
}

/** A whole count with thousands separators: `12,345` (rounded to the nearest integer). */
export function formatCount(count: number): string {
  return formatFixed(count, 0);
}

/** A fixed number of decimals with separators: coordinates `-11,631.2`, scores `0.87`. */
export function formatFixed(value: number, decimals: number): string {
  assertFinite(value);
  const text = fixedDigits(Math.abs(value), decimals);
  const negative = value < 0 && Number(text) !== 0;
  return `${negative ? '-' : ''}${groupThousands(text)}`;
}

/** `1 player`, `2 players`, `1,000 systems`. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** A share of a whole as a percentage, one decimal unless said: `12.5%`; 0 of nothing is `0.0%`. */
export function formatShare(part: number, whole: number, decimals = 1): string {
  assertFinite(part);
  assertFinite(whole);
  return `${formatFixed(whole === 0 ? 0 : (part / whole) * 100, decimals)}%`;
}

/** Rarity scores and thresholds: two decimals always, so neighbouring cut-offs stay distinct. */
export function formatScore(score: number): string {
  return formatFixed(score, 2);
}
