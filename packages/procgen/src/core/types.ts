/**
 * The generator's public data model. Field names follow docs/spec.md §3; units are SI
 * unless the comment says otherwise (masses kg, lengths km, temperatures K, orbital
 * periods days, rotation periods hours, ages years). docs/game-design.md lists every field's range.
 */

import type { CardType, PlanetType, Rarity, SpectralClass, StarType } from '@orrery/domain';
import type { GeneratorVersion } from './version.js';
import type { GenerationProfile } from '../profile/profile.js';

// The vocabularies are the game's (@orrery/domain), shared with the database, the API and the web.
export type { CardType, PlanetType, Rarity, SpectralClass, StarType };

export type PlanetColor = 'grey' | 'brown' | 'red' | 'blue' | 'white';
export type RingColor = 'grey' | 'brown' | 'white' | 'blue-tinted';
export type MoonColor = 'grey' | 'brown' | 'reddish' | 'white';
export type Level = 'low' | 'moderate' | 'high';

/** Where a galaxy comes from. Same params, same galaxy, byte for byte. */
export interface GalaxyParams {
  seed: string;
  /** Number of systems, indices 0 .. size-1. */
  size: number;
  /** The generator version the galaxy was seeded with; it keeps generating exactly that one. */
  generatorVersion: GeneratorVersion;
  /**
   * The generator's inputs the galaxy was seeded with (stored with it); without one, the default
   * profile, which reproduces the generator as it was before profiles.
   */
  profile?: GenerationProfile;
}

export interface Coordinates {
  /** Light-years from the galactic centre; the disk lies in the x/z plane, y is height. */
  x: number;
  y: number;
  z: number;
}

export interface Star {
  name: string;
  type: StarType;
  spectralClass: SpectralClass;
  /** K */
  surfaceTemperature: number;
  /** kg */
  mass: number;
  /** km */
  radius: number;
  /** W */
  luminosity: number;
  /** years */
  age: number;
  /** years; 0 for remnants that no longer burn */
  remainingLifespan: number;
  /** [Fe/H] in dex, 0 = solar */
  metallicity: number;
  /** flares per day */
  solarFlareFrequency: number;
  /** gauss */
  magneticFieldStrength: number;
  isPrimary: boolean;
  /** element symbol -> percent by mass, sums to 100 */
  elementAbundances: Record<string, number>;
  /** kg/m³ */
  density: number;
  /** m/s² */
  surfaceGravity: number;
  /** m/s */
  escapeVelocity: number;
  /** AU from the primary; 0 for the primary itself (added: where a companion orbits) */
  orbitalSeparation: number;
}

export interface Rings {
  composition: string[];
  color: RingColor;
  /** km, radial extent */
  width: number;
  /** 0..1 */
  density: number;
  /** 0..1 */
  opacity: number;
  /** 0..1 */
  stability: number;
}

export interface Moon {
  name: string;
  type: string;
  size: 'tiny' | 'small' | 'medium' | 'large';
  /** kg */
  mass: number;
  /** km */
  radius: number;
  /** km, distance from its planet's centre */
  semiMajorAxis: number;
  /** days */
  orbitalPeriod: number;
  /** m/s² */
  surfaceGravity: number;
  tidalLocking: boolean;
  surfaceColor: MoonColor;
  /** 0..1 */
  volcanicActivity: number;
  cryovolcanism: boolean;
  geologicalActivity: Level;
  /** feature name -> value (counts or 0..1 coverage, documented per key) */
  surfaceFeatures: Record<string, number>;
  /** material -> percent, sums to 100 */
  coreComposition: Record<string, number>;
}

export interface Planet {
  name: string;
  type: PlanetType;
  habitable: boolean;
  /** 0..1 (shown as points, x100) */
  habitabilityScore: number;
  primaryColor: PlanetColor;
  secondaryColor: PlanetColor;

  // Orbit
  /** days */
  orbitalPeriod: number;
  /** AU (the one length not in km: planetary distances read naturally in AU) */
  semiMajorAxis: number;
  /** 0..1 */
  orbitalEccentricity: number;
  /** degrees */
  orbitalInclination: number;
  /** hours */
  rotationPeriod: number;
  /** degrees */
  axialTilt: number;

  // Bulk
  /** kg */
  mass: number;
  /** km */
  radius: number;
  /** kg/m³ */
  density: number;
  size: 'tiny' | 'small' | 'medium' | 'large' | 'huge';
  /** m/s² */
  surfaceGravity: number;
  /** m/s */
  escapeVelocity: number;

  // Atmosphere and weather
  /** gases, most abundant first; empty when airless */
  atmosphere: string[];
  /** bar */
  atmosphericPressure: number;
  atmosphericLayers: number;
  /** 0..1 */
  atmosphericStability: number;
  /** 0..1 */
  atmosphericOpacity: number;
  /** 0..1 */
  cloudCoverage: number;
  /** m/s */
  windSpeed: number;
  precipitationTypes: string[];
  /** storms per year */
  stormFrequency: number;
  climateZones: string[];

  // Surface
  /** K, equilibrium temperature from the star's light */
  surfaceTemperature: number;
  /** K, with greenhouse warming */
  meanSurfaceTemperature: number;
  /** percent 0..100 */
  surfaceWaterPercentage: number;
  /** km */
  oceanDepth: number;
  oceanComposition: string[];
  /** percent 0..100 */
  iceCapCoverage: number;
  /** Bond albedo 0..1 */
  surfaceAlbedo: number;
  /** percent 0..100 */
  continentalCoverage: number;
  /** m above mean surface */
  highestPoint: number;
  /** m below mean surface */
  deepestPoint: number;
  /** km */
  crustThickness: number;
  /** fraction of the planet's radius 0..1 */
  coreSize: number;
  coreSolidified: boolean;
  soilTypes: string[];
  visibleRings: Rings | null;

  // Geology
  /** 0..1 */
  volcanicActivity: number;
  /** 0..1 */
  seismicActivity: number;
  /** 0..1 */
  geothermalActivity: number;
  tectonicPlates: number;
  mountainRanges: number;
  /** m */
  averageMountainHeight: number;
  /** craters > 1 km per million km² */
  craterDensity: number;
  volcanoCount: number;

  // Magnetosphere
  /** gauss at the surface */
  magneticFieldStrength: number;
  /** planet radii */
  magnetosphereSize: number;
  /** 0..1 */
  auroraFrequency: number;
  /** 0..1 */
  ionosphereStrength: number;

  // Dynamics
  tidalLocking: boolean;
  /** e.g. "3:2 with Name c" */
  orbitalResonances: string[];
  /** stable Lagrange points (L4, L5) holding trojans */
  lagrangePoints: number;
  /** km */
  hillSphere: number;
  /** km, for a moon of 1000 kg/m³ (icy); rocky moons may orbit slightly closer */
  rocheLimit: number;
  /** km (Laplace radius) */
  sphereOfInfluence: number;

  // Resources and strategy, 0..1 unless noted
  resourceRichness: number;
  valuableMinerals: string[];
  rareElements: string[];
  energySourcePotential: number;
  militaryValue: number;
  tradeRouteValue: number;
  defensibility: number;

  // Life
  biomarkers: string[];
  biosignatures: string[];
  organicCompounds: string[];
  evolutionaryPhase: string;

  // Hazards and time
  /** mSv per year at the surface */
  radiationLevel: number;
  /** 0..1 */
  dangerLevel: number;
  /** impacts > 1 km per million years */
  asteroidCollisionRate: number;
  naturalDisasters: string[];
  /** years */
  planetaryAge: number;

  /** ordered outward */
  moons: Moon[];
}

/** Everything search, filters and the map need, stored per system. Always agrees with the detail. */
export interface SystemSummary {
  index: number;
  /** URL-safe, unique in its galaxy, decodable back to the index with the galaxy's seed */
  hash: string;
  /** pronounceable, unique in its galaxy */
  name: string;
  sector: string;
  x: number;
  y: number;
  z: number;
  starCount: number;
  planetCount: number;
  moonCount: number;
  habitable: boolean;
  firstStarClass: SpectralClass;
  firstStarType: StarType;
  /** map marker size, 4..10 */
  sizeClass: number;
  cardType: CardType;
  rarityScore: number;
  rarity: Rarity;
}

/** The full generated system: the summary's identity plus every body. */
export interface SolarSystemDetail {
  index: number;
  hash: string;
  name: string;
  sector: string;
  coordinates: Coordinates;
  cardType: CardType;
  habitable: boolean;
  rarityScore: number;
  rarity: Rarity;
  /** primary first */
  stars: Star[];
  /** ordered by semi-major axis */
  planets: Planet[];
}
