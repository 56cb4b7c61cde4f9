import type { Generated, Insertable, Selectable } from 'kysely';

/** One change of the galaxy's game config, as `orrery config history` lists it. */
export interface ConfigChangesTable {
  id: Generated<number>;
  /** ISO 8601 UTC. */
  changed_at: string;
  /** The command that made it: `config set`, `config apply`, `rebalance`. */
  source: string;
  /** JSON array of the changed keys (dotted paths). */
  keys: string;
  /** JSON objects of each changed key's value before and after. */
  old_values: string;
  new_values: string;
  note: string | null;
}

export type ConfigChange = Selectable<ConfigChangesTable>;
export type NewConfigChange = Insertable<ConfigChangesTable>;
