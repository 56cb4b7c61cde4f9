import type { Selectable } from 'kysely';

/** A small key-value store for server state such as the generated JWT secret. */
export interface SettingsTable {
  key: string;
  value: string;
}

export type Setting = Selectable<SettingsTable>;
