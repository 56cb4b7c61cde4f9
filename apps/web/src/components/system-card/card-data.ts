import type {
  CardType,
  Coordinates,
  FullSystem,
  PlanetType,
  Rarity,
  SpectralClass,
  StarType,
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
  stars: { spectralClass: SpectralClass; type: StarType }[];
  /** `type` is null while the system is undiscovered. */
  planets: { type: PlanetType | null; habitable: boolean; moonCount: number }[];
  /** False while the system is undiscovered: the server withholds moons. */
  moonsKnown: boolean;
  /** The public name its discoverer bought, shown beside the catalogue name. */
  publicName?: string;
  /** The finish its holder bought. */
  finish?: 'foil' | 'holographic';
}

/** The planet fields either source may carry; absent ones are hidden while undiscovered. */
interface AnyPlanet {
  type?: PlanetType;
  habitable?: boolean;
  moons?: unknown[];
  moonCount?: number;
}

export function toCardData(system: SystemCard | FullSystem): CardData {
  const planets = system.planets as AnyPlanet[];
  return {
    hash: system.hash,
    name: system.name,
    sector: system.sector,
    coordinates: system.coordinates,
    rarity: system.rarity,
    cardType: system.cardType,
    stars: system.stars.map((s) => ({ spectralClass: s.spectralClass, type: s.type })),
    planets: planets.map((p) => ({
      type: p.type ?? null,
      habitable: p.habitable ?? false,
      moonCount: p.moons?.length ?? p.moonCount ?? 0,
    })),
    moonsKnown: planets.every((p) => p.moons !== undefined || p.moonCount !== undefined),
    ...(system.publicName !== undefined && { publicName: system.publicName }),
    ...(system.finish !== undefined && { finish: system.finish }),
  };
}
