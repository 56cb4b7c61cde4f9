import { RARITIES } from '@orrery/domain';
import {
  GENERATOR_VERSIONS,
  isGeneratorVersion,
  type GeneratorVersion,
  type RarityDistribution,
} from '@orrery/procgen';
import { InvalidArgumentError } from 'commander';
import { formatCount } from '@orrery/format';

/** The scale the generator and the database are built and measured for. */
export const MAX_SIZE = 1_000_000;
/** The galaxy size `seed` and `snapshot` use when none is given. */
export const DEFAULT_SIZE = 10_000;

/** A commander argument parser for a whole number in [min, max]. */
export function wholeNumber(min: number, max: number) {
  return (text: string): number => {
    const value = Number(text);
    if (
      !/^-?\d+$/.test(text.trim()) ||
      !Number.isSafeInteger(value) ||
      value < min ||
      value > max
    ) {
      throw new InvalidArgumentError(
        `expected a whole number from ${formatCount(min)} to ${formatCount(max)}.`,
      );
    }
    return value;
  };
}

/** A generator version this build can generate (`1` or `2`). */
export function generatorVersion(text: string): GeneratorVersion {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !isGeneratorVersion(value)) {
    throw new InvalidArgumentError(`expected ${GENERATOR_VERSIONS.join(' or ')}.`);
  }
  return value;
}

/**
 * A galaxy seed: 1 to 64 printable ASCII characters once the spaces around it are trimmed, as the
 * server trims GALAXY_SEED (a seed pasted with a space around it is the same galaxy).
 */
export function seedText(text: string): string {
  const seed = text.trim();
  if (seed === '') throw new InvalidArgumentError('a seed must not be empty.');
  if (!/^[\x20-\x7e]{1,64}$/.test(seed)) {
    throw new InvalidArgumentError(
      `expected 1 to 64 printable ASCII characters (got ${seed.length} characters${/[^\x20-\x7e]/.test(seed) ? ', some not printable ASCII' : ''}).`,
    );
  }
  return seed;
}

/** Non-empty text after trimming (reasons, emails). */
export function nonEmpty(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError('must not be empty.');
  return text.trim();
}

/** `60,25,10,4,1`: the share of each rarity tier, COMMON first, in percent, summing to 100. */
export function rarityTarget(text: string): RarityDistribution {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (
    parts.length !== RARITIES.length ||
    parts.some((part) => !Number.isFinite(part) || part < 0)
  ) {
    throw new InvalidArgumentError('expected five non-negative percentages, e.g. 60,25,10,4,1.');
  }
  const sum = parts.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 100) > 0.01) {
    throw new InvalidArgumentError(
      `the five percentages must add up to 100 (they add up to ${sum}).`,
    );
  }
  return Object.fromEntries(RARITIES.map((tier, i) => [tier, parts[i] ?? 0])) as RarityDistribution;
}

/** A share above 0 and at most 1, e.g. `0.85`. */
export function share(text: string): number {
  const value = Number(text);
  if (!/^\s*(0|1)?(\.\d+)?\s*$/.test(text) || !(value > 0 && value <= 1)) {
    throw new InvalidArgumentError('expected a number above 0 and at most 1, e.g. 0.85.');
  }
  return value;
}

/** A calendar day, `YYYY-MM-DD`, as its 00:00 UTC. */
export function utcDay(text: string): Date {
  const date = new Date(`${text.trim()}T00:00:00.000Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text.trim()
  ) {
    throw new InvalidArgumentError('expected a date as YYYY-MM-DD, e.g. 2026-01-05.');
  }
  return date;
}
