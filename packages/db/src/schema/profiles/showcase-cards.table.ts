import type { Selectable } from 'kysely';

/** The cards (held systems) a player shows on their public profile, in slot order. */
export interface ShowcaseCardsTable {
  user_id: number;
  /** 0-based position on the profile. */
  slot: number;
  system_id: number;
}

export type ShowcaseCard = Selectable<ShowcaseCardsTable>;
