import type { Selectable } from 'kysely';

/** A public name the discoverer bought for their system (unique ignoring case). */
export interface SystemNamesTable {
  system_id: number;
  user_id: number;
  name: string;
  named_at: string;
}

export type SystemName = Selectable<SystemNamesTable>;
