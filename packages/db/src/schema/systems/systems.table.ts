import type { CardType, Rarity, SpectralClass, StarType } from '@orrery/domain';
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
  first_star_class: SpectralClass;
  first_star_type: StarType;
  size_class: number;
  card_type: CardType;
  rarity: Rarity;
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
