/**
 * Every generator version this build can generate. A galaxy records the version it was seeded with
 * and keeps generating exactly that one, so a new version never changes a collection; the snapshot
 * tests (test/snapshots.test.ts) pin every version's output.
 */
export const GENERATOR_VERSIONS = [1, 2, 3] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

/**
 * The version new galaxies get. Version 3 (opt-in) is version 2 that can grow in place
 * (galaxy-growth.ts): the same systems below a million, wider names and a wider disk past it.
 */
export const GENERATOR_VERSION: GeneratorVersion = 2;

export function isGeneratorVersion(value: unknown): value is GeneratorVersion {
  return (GENERATOR_VERSIONS as readonly unknown[]).includes(value);
}
