/** Card limits (docs/spec.md §9). */
export const MAX_STAR_DOTS = 3;
export const MAX_MOON_DOTS = 2;
export const PLANETS_PER_ROW = 4;

/** How many dots to draw and the `+N` for the rest. */
export function dotsWithOverflow(count: number, max: number): { dots: number; overflow: number } {
  const dots = Math.min(Math.max(0, count), max);
  return { dots, overflow: Math.max(0, count - dots) };
}

/** Splits items into rows of `size` (planets in rows of 4). */
export function inRows<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** The sector label's hash: its first 4 characters removed when longer than 4 (docs/spec.md §2). */
export function shortHash(hash: string): string {
  return hash.length > 4 ? hash.slice(4) : hash;
}

export function formatCoordinates(c: { x: number; y: number; z: number }): string {
  return `${Math.round(c.x)}, ${Math.round(c.y)}, ${Math.round(c.z)}`;
}
