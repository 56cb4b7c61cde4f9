import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type GalaxyStatus = 'seeding' | 'ready';

/** The one galaxy of this database (id is always 1): where its systems come from and its rules. */
export interface GalaxiesTable {
  id: Generated<number>;
  seed: string;
  size: number;
  generator_version: number;
  /**
   * The generation profile it was seeded with, as JSON (@orrery/procgen's GenerationProfile);
   * NULL for the default profile.
   */
  generation_profile: string | null;
  /** The game config as JSON (rewards, costs, achievements, rarity); defaults live in the game layer. */
  config: string;
  /** 'seeding' until every system and index is in place; a galaxy never looks whole before that. */
  status: GalaxyStatus;
  created_at: string;
  /** Counts every change to the discoveries (kept by triggers): part of the read cache's key. */
  discovery_revision: Generated<number>;
  /** The first revision the discovery_changes log can answer deltas from. */
  discovery_log_start: Generated<number>;
  /**
   * Counts every change to which societies public reads may name (a profile made private or
   * public): part of the read cache's key, as the discovery revision is.
   */
  names_revision: Generated<number>;
}

export type Galaxy = Selectable<GalaxiesTable>;
export type NewGalaxy = Insertable<GalaxiesTable>;
export type GalaxyUpdate = Updateable<GalaxiesTable>;
