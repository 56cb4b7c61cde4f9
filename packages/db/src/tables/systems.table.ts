import type { Insertable, Selectable, Updateable } from 'kysely';

/** The stored summary of a generated system: what search, filters and the map need. */
export interface SystemsTable {
  /** The generator's system index. */
  id: number;
  hash: string;
  name: string;
  sector: string;
  x: number;
  y: number;
  z: number;
  star_count: number;
  planet_count: number;
  moon_count: number;
  /** 0 or 1 */
  habitable: number;
  first_star_class: string;
  first_star_type: string;
  size_class: number;
  card_type: string;
  rarity: string;
  rarity_score: number;
}

export type SystemRow = Selectable<SystemsTable>;
export type NewSystem = Insertable<SystemsTable>;
export type SystemUpdate = Updateable<SystemsTable>;
