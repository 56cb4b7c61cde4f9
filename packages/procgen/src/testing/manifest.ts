import { RARITIES } from '@orrery/domain';
import { profileDigest } from '../profile/digest.js';
import { parseGenerationProfile } from '../profile/parse.js';
import type { GenerationProfile } from '../profile/profile.js';
import type { RarityConfig } from '../rarity/rarity.js';
import { GENERATOR_VERSIONS, isGeneratorVersion } from '../core/version.js';
import type { GeneratorVersion } from '../core/version.js';
import { isJsonObject } from './json.js';
import type { JsonValue } from './json.js';

/** The manifest's layout; a reader refuses any other. */
export const SNAPSHOT_FORMAT = 1;

/** The file in a snapshot directory that says what its systems are and how to regenerate them. */
export const MANIFEST_FILE = 'manifest.json';

/** What regenerates a snapshot's systems: the galaxy's inputs, nothing read from a database. */
export interface SnapshotSource {
  seed: string;
  size: number;
  generatorVersion: GeneratorVersion;
  /**
   * The rarity weights and thresholds, or null for the generator version's defaults (a rebalanced
   * galaxy's, or those refitted to a profile, are kept as they were).
   */
  rarity: RarityConfig | null;
  /** The generation profile, every parameter; null for the default profile. */
  profile: GenerationProfile | null;
}

/** manifest.json: the source, the systems kept, and which generator package wrote them. */
export interface SnapshotManifest extends SnapshotSource {
  format: typeof SNAPSHOT_FORMAT;
  /** profileDigest of the profile (as `orrery stats` shows it), null for the default profile. */
  profileDigest: string | null;
  /** The version of @orrery/procgen that wrote the files (informative: check regenerates now). */
  generatorPackageVersion: string;
  /** The systems kept, ascending: one file each (see systemFileName). */
  indices: number[];
}

const isFiniteNumber = (value: JsonValue | undefined) =>
  typeof value === 'number' && Number.isFinite(value);

function rarityProblems(value: JsonValue | undefined): string[] {
  if (value === null) return [];
  if (!isJsonObject(value) || !isJsonObject(value.weights) || !isJsonObject(value.thresholds)) {
    return ['rarity must be null or { "weights": {…}, "thresholds": {…} }'];
  }
  const problems: string[] = [];
  for (const [feature, weight] of Object.entries(value.weights)) {
    if (!isFiniteNumber(weight)) problems.push(`rarity.weights.${feature} must be a number`);
  }
  for (const tier of RARITIES.slice(1)) {
    if (!isFiniteNumber(value.thresholds[tier])) {
      problems.push(`rarity.thresholds.${tier} must be a number`);
    }
  }
  return problems;
}

function profileProblems(profile: JsonValue | undefined, digest: JsonValue | undefined): string[] {
  if (profile === null || profile === undefined) {
    return digest === null ? [] : ['profileDigest must be null when profile is null'];
  }
  const parsed = parseGenerationProfile(profile);
  if (!parsed.ok) return parsed.problems.map((problem) => `profile.${problem}`);
  const actual = profileDigest(parsed.profile);
  return digest === actual
    ? []
    : [`profileDigest must be the profile's digest, ${actual} (found ${JSON.stringify(digest)})`];
}

function indexProblems(value: JsonValue | undefined, size: number): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    return ['indices must be a non-empty list of system indices'];
  }
  const outside = value.find(
    (index, i) =>
      !Number.isSafeInteger(index) ||
      (index as number) < 0 ||
      (index as number) >= size ||
      (i > 0 && (index as number) <= (value[i - 1] as number)),
  );
  return outside === undefined
    ? []
    : [
        `indices must ascend, each a whole number from 0 to size - 1 (found ${JSON.stringify(outside)})`,
      ];
}

/**
 * What is wrong with a parsed manifest, one entry per problem naming its key; none when it is
 * one this build can regenerate.
 */
export function manifestProblems(value: JsonValue): string[] {
  if (!isJsonObject(value)) return ['it must be a JSON object'];
  const problems: string[] = [];
  if (value.format !== SNAPSHOT_FORMAT) {
    problems.push(`format must be ${SNAPSHOT_FORMAT} (found ${JSON.stringify(value.format)})`);
  }
  if (typeof value.seed !== 'string' || value.seed === '') problems.push('seed must be text');
  const size = value.size;
  const sizeOk = typeof size === 'number' && Number.isSafeInteger(size) && size > 0;
  if (!sizeOk) problems.push('size must be a whole number above 0');
  if (!isGeneratorVersion(value.generatorVersion)) {
    problems.push(
      `generatorVersion must be one this build generates: ${GENERATOR_VERSIONS.join(' or ')} (found ${JSON.stringify(value.generatorVersion)})`,
    );
  }
  problems.push(...rarityProblems(value.rarity));
  problems.push(...profileProblems(value.profile, value.profileDigest));
  if (typeof value.generatorPackageVersion !== 'string') {
    problems.push('generatorPackageVersion must be text');
  }
  if (sizeOk) problems.push(...indexProblems(value.indices, size));
  return problems;
}

/** A system's file name: its index, zero-padded to the galaxy's widest, so `ls` lists in order. */
export function systemFileName(index: number, size: number): string {
  return `system-${String(index).padStart(String(Math.max(0, size - 1)).length, '0')}.json`;
}

/** A file name `systemFileName` could have written (stale ones are removed on rewrite). */
export const SYSTEM_FILE = /^system-\d+\.json$/;

/**
 * `count` indices spread evenly over the galaxy (index 0 first): the same sample for the same
 * size and count, on every machine.
 */
export function sampleIndices(size: number, count: number): number[] {
  const n = Math.min(count, size);
  return Array.from({ length: n }, (_, i) => Math.floor((i * size) / n));
}
