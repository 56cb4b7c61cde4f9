import type { Galaxy } from '@orrery/db';
import { GENERATOR_VERSIONS, isGeneratorVersion, type GalaxyParams } from '@orrery/procgen';
import { GameError } from './errors.js';

/**
 * What procgen needs to regenerate a stored galaxy's systems: its seed, its size and the generator
 * version it was seeded with (a galaxy keeps generating exactly that version). Refused for a version
 * this build does not know (a galaxy seeded by a newer build).
 */
export function galaxyParamsOf(
  row: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>,
): GalaxyParams {
  const version = row.generator_version;
  if (!isGeneratorVersion(version)) {
    throw new GameError(
      'CONFLICT',
      `The galaxy was seeded by generator v${version}; this build generates v${GENERATOR_VERSIONS.join(' and v')}. Run a build that knows v${version}, or reseed.`,
    );
  }
  return { seed: row.seed, size: row.size, generatorVersion: version };
}
