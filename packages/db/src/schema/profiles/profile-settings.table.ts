import type { Selectable } from 'kysely';

/** A player's public-profile choices. A player without a row has a public profile. */
export interface ProfileSettingsTable {
  user_id: number;
  /** 0 or 1: a private profile is answered as not found to everyone but its owner. */
  private: number;
}

export type ProfileSettings = Selectable<ProfileSettingsTable>;
