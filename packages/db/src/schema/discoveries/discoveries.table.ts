import type { Insertable, Selectable } from 'kysely';

/** One row per discovered system (system_id is the key): who found it, when, and who holds it. */
export interface DiscoveriesTable {
  system_id: number;
  /** The discoverer, for ever. */
  user_id: number;
  discovered_at: string;
  /** Who holds it now: the discoverer until a trade moves it (insertDiscovery fills it in). */
  holder_id: number | null;
}

export type Discovery = Selectable<DiscoveriesTable>;
export type NewDiscovery = Insertable<DiscoveriesTable>;
