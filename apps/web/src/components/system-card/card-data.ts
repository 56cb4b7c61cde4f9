import type {
  CardType,
  Coordinates,
  FullSystem,
  PlanetType,
  Rarity,
  SpectralClass,
  SystemCard,
} from '../../api/types.js';

/** What a card draws, from either a list entry (SystemCard) or a full system. */
export interface CardData {
  hash: string;
  name: string;
  sector: string;
  coordinates: Coordinates;
  rarity: Rarity;
  cardType: CardType;
  stars: { spectralClass: SpectralClass }[];
  planets: { type: PlanetType; habitable: boolean; moonCount: number }[];
}

export function toCardData(system: SystemCard | FullSystem): CardData {
  return {
    hash: system.hash,
    name: system.name,
    sector: system.sector,
    coordinates: system.coordinates,
    rarity: system.rarity,
    cardType: system.cardType,
    stars: system.stars.map((s) => ({ spectralClass: s.spectralClass })),
    planets: system.planets.map((p) => ({
      type: p.type,
      habitable: p.habitable,
      moonCount: 'moons' in p ? p.moons.length : p.moonCount,
    })),
  };
}
