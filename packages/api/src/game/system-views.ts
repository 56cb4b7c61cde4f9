import type { SystemWithDiscovery } from '@orrery/db';
import type { Planet, SolarSystemDetail, Star } from '@orrery/procgen';
import type { FullSystem, PlanetView, StarView, SystemCard } from './views.js';

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

/** The stored state (rarity, discovery) wins over the generated one. */
function identity(detail: SolarSystemDetail, row: SystemWithDiscovery) {
  const discovered = row.discovered_by_id !== null;
  return {
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
    discoverer: row.discoverer_username === null ? null : { username: row.discoverer_username },
    discoveryDate: row.discovered_at,
  };
}

const moonTotal = (detail: SolarSystemDetail) =>
  detail.planets.reduce((sum, p) => sum + p.moons.length, 0);

export function toFullSystem(
  detail: SolarSystemDetail,
  row: SystemWithDiscovery,
  createdAt: string,
): FullSystem {
  const base = identity(detail, row);
  const system: FullSystem = {
    ...base,
    coordinateX: detail.coordinates.x,
    coordinateY: detail.coordinates.y,
    coordinateZ: detail.coordinates.z,
    createdAt,
    stars: base.discovered ? detail.stars : detail.stars.map(hiddenStar),
    planets: base.discovered ? detail.planets : detail.planets.map(hiddenPlanet),
  };
  if (base.discovered) system.moonCount = moonTotal(detail);
  return system;
}

export function toSystemCard(detail: SolarSystemDetail, row: SystemWithDiscovery): SystemCard {
  const base = identity(detail, row);
  const card: SystemCard = {
    ...base,
    stars: detail.stars.map((s) => ({ spectralClass: s.spectralClass, type: s.type })),
    planets: detail.planets.map((p) =>
      base.discovered ? { type: p.type, moonCount: p.moons.length } : {},
    ),
  };
  if (base.discovered) card.moonCount = moonTotal(detail);
  return card;
}
