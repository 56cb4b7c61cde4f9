import type { NewSystem } from '../schema/systems/systems.table.js';

export interface GalaxyToSeed {
  seed: string;
  size: number;
  generatorVersion: number;
  /** The generation profile as JSON, stored on the galaxy row; null for the default profile. */
  generationProfile?: string | null;
  /** The game config as JSON, stored on the galaxy row. */
  config: string;
}

export interface SeedOptions {
  /** Replace an existing galaxy (its systems and every discovery go). */
  force?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  now: Date;
}

export class GalaxyExistsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GalaxyExistsError';
  }
}

/** What a stored galaxy row says about whether seeding may go on. */
export interface ExistingGalaxy {
  seed: string;
  size: number;
  generator_version: number;
  generation_profile: string | null;
  status: string;
}

/**
 * Whether to resume seeding the galaxy already stored ('resume'), or replace it or start one
 * ('create'); throws GalaxyExistsError when neither is allowed.
 */
export function seedPlan(
  existing: ExistingGalaxy | undefined,
  galaxy: GalaxyToSeed,
  options: SeedOptions,
): 'resume' | 'create' {
  if (!existing || options.force) return 'create';
  if (existing.status === 'ready') {
    throw new GalaxyExistsError('A galaxy is already seeded; seed with force to replace it');
  }
  const same =
    existing.seed === galaxy.seed &&
    existing.size === galaxy.size &&
    existing.generator_version === galaxy.generatorVersion &&
    existing.generation_profile === (galaxy.generationProfile ?? null);
  if (!same) {
    throw new GalaxyExistsError(
      'A different galaxy is being seeded; seed with force to replace it',
    );
  }
  return 'resume';
}

/** Where the SQL of the dropped secondary indexes waits while a seed runs (survives a crash). */
export const DEFERRED_INDEXES_KEY = 'seed.deferred_indexes';

/** One database's way of bulk-loading systems (seed-sqlite.ts, seed-postgres.ts). */
export interface SeedStore {
  /**
   * Refuses, resumes or (force) replaces the galaxy, drops the secondary indexes for the bulk
   * load, and answers the id to insert next.
   */
  begin(galaxy: GalaxyToSeed, options: SeedOptions): Promise<number>;
  /** Inserts a batch of consecutive rows in one transaction. */
  insert(rows: NewSystem[]): Promise<void>;
  /** In one transaction: rebuilds the indexes and the search index, flips the galaxy to ready. */
  finish(): Promise<void>;
}
