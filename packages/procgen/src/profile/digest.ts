import { PARAMETERS } from './parameters.js';
import { valueAt } from './profile.js';
import { sha256Hex } from './sha256.js';
import type { GenerationProfile } from './profile.js';

/**
 * The profile as canonical JSON: every parameter, in the parameter table's order. The same profile
 * gives the same text on every machine, whatever order its file listed the keys in.
 */
export function canonicalProfileJson(profile: GenerationProfile): string {
  return JSON.stringify(PARAMETERS.map((p) => [p.key, valueAt(profile, p.key)]));
}

/** sha256 of the canonical JSON, hex: names a profile in `stats` and snapshot manifests. */
export function profileDigest(profile: GenerationProfile): string {
  return sha256Hex(canonicalProfileJson(profile));
}
