import type { Generated, Insertable, Selectable } from 'kysely';

export type GrowthState = 'running' | 'done';

/** One growth of the galaxy in place: systems from_size … to_size − 1 added in batches. */
export interface GalaxyGrowthsTable {
  id: Generated<number>;
  from_size: number;
  to_size: number;
  /** The first system not yet added: the galaxy's size while the growth runs. */
  next_index: number;
  state: GrowthState;
  /** ISO 8601 UTC. */
  started_at: string;
  finished_at: string | null;
}

export type GalaxyGrowth = Selectable<GalaxyGrowthsTable>;
export type NewGalaxyGrowth = Insertable<GalaxyGrowthsTable>;
