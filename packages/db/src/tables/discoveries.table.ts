import type { Insertable, Selectable } from 'kysely';

/** One row per discovered system (system_id is the key): who found it and when. */
export interface DiscoveriesTable {
  system_id: number;
  user_id: number;
  discovered_at: string;
}

export type Discovery = Selectable<DiscoveriesTable>;
export type NewDiscovery = Insertable<DiscoveriesTable>;
