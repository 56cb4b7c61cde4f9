import { defaultRarityConfig } from '../rarity/rarity-defaults.js';
import { generateSystem } from '../galaxy/system.js';
import { asJson } from './json.js';
import type { JsonValue } from './json.js';
import type { SnapshotSource } from './manifest.js';

/** The system at `index` of the source's galaxy, as its snapshot file holds it. */
export function regenerate(source: SnapshotSource, index: number): JsonValue {
  const { seed, size, generatorVersion, rarity, profile } = source;
  const system = generateSystem(
    profile ? { seed, size, generatorVersion, profile } : { seed, size, generatorVersion },
    index,
    rarity ?? defaultRarityConfig(generatorVersion),
  );
  return asJson(system);
}
