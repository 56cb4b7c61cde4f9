import type { Selectable } from 'kysely';

/** The finish a holder bought for a card: 'foil' or 'holographic'. */
export interface CardFinishesTable {
  system_id: number;
  user_id: number;
  finish: string;
  applied_at: string;
}

export type CardFinish = Selectable<CardFinishesTable>;
