import type { Galaxy } from '@orrery/db/galaxy';
import {
  GENERATOR_VERSIONS,
  isGeneratorVersion,
  parseGenerationProfileJson,
  type GalaxyParams,
  type GenerationProfile,
} from '@orrery/procgen';
import { GameError } from './errors.js';

/** The last stored profile parsed: one object per galaxy keeps procgen's galaxy context cached. */
let lastProfile: { json: string; profile: GenerationProfile } | undefined;

/** The generation profile a galaxy row stores; undefined for the default one (NULL). */
export function storedProfileOf(json: string | null): GenerationProfile | undefined {
  if (json === null) return undefined;
  if (lastProfile?.json === json) return lastProfile.profile;
  const parsed = parseGenerationProfileJson(json);
  if (!parsed.ok) {
    throw new GameError(
      'CONFLICT',
      `The galaxy's generation profile is not one this build reads: ${parsed.problems.join('; ')}`,
    );
  }
  lastProfile = { json, profile: parsed.profile };
  return parsed.profile;
}

/**
 * What procgen needs to regenerate a stored galaxy's systems: its seed, its size, the generator
 * version and the generation profile it was seeded with (a galaxy keeps generating exactly those).
 * Refused for a version this build does not know (a galaxy seeded by a newer build).
 */
export function galaxyParamsOf(
  row: Pick<Galaxy, 'seed' | 'size' | 'generator_version' | 'generation_profile'>,
): GalaxyParams {
  const version = row.generator_version;
  if (!isGeneratorVersion(version)) {
    throw new GameError(
      'CONFLICT',
      `The galaxy was seeded by generator v${version}; this build generates v${GENERATOR_VERSIONS.join(' and v')}. Run a build that knows v${version}, or reseed.`,
    );
  }
  const profile = storedProfileOf(row.generation_profile);
  return profile
    ? { seed: row.seed, size: row.size, generatorVersion: version, profile }
    : { seed: row.seed, size: row.size, generatorVersion: version };
}
