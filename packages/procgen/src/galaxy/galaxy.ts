import { Feistel } from '../core/feistel.js';
import { decodeHash, encodeHash, HASH_HALF_BITS } from '../core/hash.js';
import { NAME_CAPACITY, NAME_HALF_BITS, systemName } from '../core/names.js';
import { DEFAULT_GENERATION_PROFILE } from '../profile/profile.js';
import type { GenerationProfile } from '../profile/profile.js';
import { profileTables } from '../profile/tables.js';
import type { ProfileTables } from '../profile/tables.js';
import { hashString } from '../core/rng.js';
import type { GalaxyParams } from '../core/types.js';
import { GENERATOR_VERSIONS, isGeneratorVersion } from '../core/version.js';
import type { GeneratorVersion } from '../core/version.js';
import { capacityOf, isGrowthStable } from './galaxy-growth.js';
import { WIDE_NAME_HALF_BITS, wideSystemName } from '../core/names-wide.js';

/** Everything derived once from a galaxy's params: its key and its two keyed permutations. */
export interface GalaxyContext {
  size: number;
  version: GeneratorVersion;
  /** 32-bit key of the seed; the root of every random stream */
  key: number;
  hashes: Feistel;
  names: Feistel;
  /** names past the first 2^24, in growth-stable versions (names-wide.ts) */
  wideNames: Feistel | undefined;
  /** the galaxy's generation profile, as the generator reads it */
  profile: ProfileTables;
}

const HASH_SALT = 0x68617368; // "hash"
const NAME_SALT = 0x6e616d65; // "name"
const WIDE_NAME_SALT = 0x77696465; // "wide"

let cached:
  { seed: string; profile: GenerationProfile | undefined; context: GalaxyContext } | undefined;

const DEFAULT_TABLES = profileTables(DEFAULT_GENERATION_PROFILE);

/** The galaxy's context, validated; the last one is kept because callers stream one galaxy. */
export function galaxyContext(galaxy: GalaxyParams): GalaxyContext {
  if (
    cached &&
    cached.seed === galaxy.seed &&
    cached.profile === galaxy.profile &&
    cached.context.size === galaxy.size &&
    cached.context.version === galaxy.generatorVersion
  ) {
    return cached.context;
  }
  if (typeof galaxy.seed !== 'string') throw new TypeError('Galaxy seed must be a string');
  if (!isGeneratorVersion(galaxy.generatorVersion)) {
    throw new RangeError(
      `Generator version ${String(galaxy.generatorVersion)} is not one this build generates (${GENERATOR_VERSIONS.join(', ')})`,
    );
  }
  const capacity = capacityOf(galaxy.generatorVersion);
  if (!Number.isSafeInteger(galaxy.size) || galaxy.size < 1 || galaxy.size > capacity) {
    throw new RangeError(`Galaxy size must be an integer from 1 to ${capacity}`);
  }
  const key = hashString(galaxy.seed);
  const context: GalaxyContext = {
    size: galaxy.size,
    version: galaxy.generatorVersion,
    key,
    hashes: Feistel.fromSeed(HASH_HALF_BITS, key, HASH_SALT),
    names: Feistel.fromSeed(NAME_HALF_BITS, key, NAME_SALT),
    wideNames: isGrowthStable(galaxy.generatorVersion)
      ? Feistel.fromSeed(WIDE_NAME_HALF_BITS, key, WIDE_NAME_SALT)
      : undefined,
    profile: galaxy.profile ? profileTables(galaxy.profile) : DEFAULT_TABLES,
  };
  cached = { seed: galaxy.seed, profile: galaxy.profile, context };
  return context;
}

export function checkIndex(context: GalaxyContext, index: number): void {
  if (!Number.isSafeInteger(index) || index < 0 || index >= context.size) {
    throw new RangeError(`System index must be an integer from 0 to ${context.size - 1}`);
  }
}

export function hashOf(context: GalaxyContext, index: number): string {
  return encodeHash(context.hashes, index);
}

export function nameOf(context: GalaxyContext, index: number): string {
  if (index >= NAME_CAPACITY && context.wideNames) return wideSystemName(context.wideNames, index);
  return systemName(context.names, index);
}

/** The index of a hash in this galaxy, or undefined for text that is not one of its hashes. */
export function indexFromHash(galaxy: GalaxyParams, hash: string): number | undefined {
  const context = galaxyContext(galaxy);
  if (typeof hash !== 'string') return undefined;
  const index = decodeHash(context.hashes, hash);
  return index !== undefined && index < context.size ? index : undefined;
}
