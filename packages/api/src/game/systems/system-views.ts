import type { SystemCardRow, SystemWithDiscovery } from '@orrery/db/systems';
import type { Planet, SolarSystemDetail, Star, SystemOutline } from '@orrery/procgen';
import type { FullSystem, PlanetView, StarView, SystemCard } from '../core/views.js';

// Which generated values an undiscovered system shows (docs/game-rules.md, "Hidden until
// discovered"): its identity, stars' name/type/class, planets' names and orbits. The rest is
// left out of the response entirely.

function hiddenStar(star: Star): StarView {
  return {
    name: star.name,
    type: star.type,
    spectralClass: star.spectralClass,
    isPrimary: star.isPrimary,
  };
}

function hiddenPlanet(planet: Planet): PlanetView {
  return {
    name: planet.name,
    semiMajorAxis: planet.semiMajorAxis,
    orbitalPeriod: planet.orbitalPeriod,
    orbitalEccentricity: planet.orbitalEccentricity,
    orbitalInclination: planet.orbitalInclination,
  };
}

/** What both a full system and an outline say about a system as a whole. */
type Generated = Pick<SystemOutline, 'coordinates' | 'cardType' | 'habitable'> & {
  stars: readonly unknown[];
  planets: readonly unknown[];
};

/** What a view reads of a stored system (the guide's search reads no more). */
export type StoredIdentity = Omit<SystemCardRow, 'public_name' | 'card_finish'>;

/**
 * The stored state (rarity, discovery) wins over the generated one; `rest`, the view's own fields,
 * follow in its order. They are set on the identity's object rather than spread beside it: a
 * spread of its fields was most of a card's time.
 */
function withIdentity<R extends object>(detail: Generated, row: StoredIdentity, rest: R) {
  const discovered = row.discovered_by_id !== null;
  const identity = {
    hash: row.hash,
    name: row.name,
    sector: row.sector,
    coordinates: detail.coordinates,
    rarity: row.rarity,
    rarityScore: row.rarity_score,
    cardType: detail.cardType,
    habitable: detail.habitable,
    starCount: detail.stars.length,
    planetCount: detail.planets.length,
    discovered,
    discoveredById: row.discovered_by_id,
    // A private discoverer's name is null already (publicDiscovererName): discovered, unnamed.
    discoverer: discovered ? { username: row.discoverer_username } : null,
    discoveryDate: row.discovered_at,
  };
  return Object.assign(identity, rest);
}

const moonTotal = (detail: SolarSystemDetail) =>
  detail.planets.reduce((sum, p) => sum + p.moons.length, 0);

export function toFullSystem(
  detail: SolarSystemDetail,
  row: SystemWithDiscovery,
  createdAt: string,
): FullSystem {
  const discovered = row.discovered_by_id !== null;
  const system: FullSystem = withIdentity(detail, row, {
    coordinateX: detail.coordinates.x,
    coordinateY: detail.coordinates.y,
    coordinateZ: detail.coordinates.z,
    createdAt,
    stars: discovered ? detail.stars : detail.stars.map(hiddenStar),
    planets: discovered ? detail.planets : detail.planets.map(hiddenPlanet),
  });
  if (discovered) system.moonCount = moonTotal(detail);
  if (row.held_by_id !== null && row.held_by_id !== row.discovered_by_id) {
    system.heldBy = { username: row.holder_username };
  }
  return system;
}

/** A card needs no detail: the outline (procgen's skeleton and classification) has its fields. */
export function toSystemCard(outline: SystemOutline, row: StoredIdentity): SystemCard {
  const discovered = row.discovered_by_id !== null;
  const card: SystemCard = withIdentity(outline, row, {
    stars: outline.stars.map((s) => ({ spectralClass: s.spectralClass, type: s.type })),
    planets: outline.planets.map((p) =>
      discovered ? { type: p.type, moonCount: p.moonCount } : {},
    ),
  });
  if (discovered) card.moonCount = outline.planets.reduce((sum, p) => sum + p.moonCount, 0);
  return card;
}
