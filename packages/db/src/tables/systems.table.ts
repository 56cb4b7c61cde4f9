import type { Insertable, Selectable, Updateable } from 'kysely';

// The generator's vocabularies, as stored. db may not import procgen, so they are spelled here;
// @orrery/api's body-schemas.ts fails to compile when they and procgen's types disagree.
export type StoredRarity = 'COMMON' | 'UNCOMMON' | 'RARE' | 'EPIC' | 'LEGENDARY';
export type StoredCardType = 'habitable' | 'multi-star' | 'standard' | 'star-only';
export type StoredSpectralClass =
  'O' | 'B' | 'A' | 'F' | 'G' | 'K' | 'M' | 'L' | 'T' | 'Y' | 'Q' | 'X';
export type StoredStarType =
  | 'main-sequence'
  | 'red-giant'
  | 'blue-giant'
  | 'white-dwarf'
  | 'neutron'
  | 'black-hole'
  | 'brown-dwarf'
  | 'red-dwarf';

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
  first_star_class: StoredSpectralClass;
  first_star_type: StoredStarType;
  size_class: number;
  card_type: StoredCardType;
  rarity: StoredRarity;
  rarity_score: number;
  /**
   * What a card shows of its stars and planets, spelled by the game layer at seed time
   * (packages/api card-shape.ts); null in galaxies seeded before it (cards use the outline).
   */
  card_shape: string | null;
}

export type SystemRow = Selectable<SystemsTable>;
export type NewSystem = Insertable<SystemsTable>;
export type SystemUpdate = Updateable<SystemsTable>;
