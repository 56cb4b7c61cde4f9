import type { Selectable } from 'kysely';

/**
 * One change to the discoveries, under the galaxy's discovery revision it made (written by the
 * triggers on discoveries): the system's discoverer after it, or null when it was released.
 */
export interface DiscoveryChangesTable {
  revision: number;
  system_id: number;
  user_id: number | null;
}

export type DiscoveryChange = Selectable<DiscoveryChangesTable>;
