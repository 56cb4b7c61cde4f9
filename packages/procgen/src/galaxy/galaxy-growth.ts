import type { GeneratorVersion } from '../core/version.js';
import { NAME_CAPACITY } from '../core/names.js';
import { WIDE_NAME_CAPACITY } from '../core/names-wide.js';

/**
 * Growth-stable galaxies (generator version 3 on): system i is the same in a galaxy of any size
 * above i, so a galaxy grows in place by adding systems size, size+1, … Everything a system is
 * comes from (seed, index) alone; what changes with the index is how far out it may sit.
 */
export const GROWTH_STABLE_VERSIONS: readonly GeneratorVersion[] = [3];

export function isGrowthStable(version: GeneratorVersion): boolean {
  return GROWTH_STABLE_VERSIONS.includes(version);
}

/**
 * Systems that fill the first galaxy: the disk as earlier versions draw it, 50,000 ly in radius.
 * Past it, each system's disk is wider by √(index / base), so the area per system stays about
 * the same and the new systems fill the rim and the outer arms.
 */
export const GROWTH_BASE = 1_000_000;

/** How much wider than the first galaxy's the disk of system `index` is (1 below the base). */
export function spreadOf(version: GeneratorVersion, index: number): number {
  if (!isGrowthStable(version) || index < GROWTH_BASE) return 1;
  return Math.sqrt((index + 1) / GROWTH_BASE);
}

/** The most systems a galaxy of `version` can hold with unique names. */
export function capacityOf(version: GeneratorVersion): number {
  return isGrowthStable(version) ? NAME_CAPACITY + WIDE_NAME_CAPACITY : NAME_CAPACITY;
}
