import type { Coordinates, Moon, Planet, Rings, Star } from '@orrery/procgen';
import { CARD_TYPES, PLANET_TYPES, RARITIES, SPECTRAL_CLASSES, STAR_TYPES } from '@orrery/domain';
import { z } from 'zod';

// The generator's data model (procgen's types.ts) as zod schemas, for the API contract: the
// vocabularies are @orrery/domain's lists; the checks at the bottom make the typecheck fail when
// a body's schema and procgen's type differ. Units: docs/game-design.md.

export const raritySchema = z.enum(RARITIES);
export const cardTypeSchema = z.enum(CARD_TYPES);
export const starTypeSchema = z.enum(STAR_TYPES);
export const spectralClassSchema = z.enum(SPECTRAL_CLASSES);
export const planetTypeSchema = z.enum(PLANET_TYPES);
const planetColor = z.enum(['grey', 'brown', 'red', 'blue', 'white']);
const level = z.enum(['low', 'moderate', 'high']);
const texts = z.array(z.string());
const shares = z.record(z.string(), z.number());

export const coordinatesSchema = z.object({ x: z.number(), y: z.number(), z: z.number() });

export const starSchema = z.object({
  name: z.string(),
  type: starTypeSchema,
  spectralClass: spectralClassSchema,
  surfaceTemperature: z.number(),
  mass: z.number(),
  radius: z.number(),
  luminosity: z.number(),
  age: z.number(),
  remainingLifespan: z.number(),
  metallicity: z.number(),
  solarFlareFrequency: z.number(),
  magneticFieldStrength: z.number(),
  isPrimary: z.boolean(),
  elementAbundances: shares,
  density: z.number(),
  surfaceGravity: z.number(),
  escapeVelocity: z.number(),
  orbitalSeparation: z.number(),
});

export const ringsSchema = z.object({
  composition: texts,
  color: z.enum(['grey', 'brown', 'white', 'blue-tinted']),
  width: z.number(),
  density: z.number(),
  opacity: z.number(),
  stability: z.number(),
});

export const moonSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.enum(['tiny', 'small', 'medium', 'large']),
  mass: z.number(),
  radius: z.number(),
  semiMajorAxis: z.number(),
  orbitalPeriod: z.number(),
  surfaceGravity: z.number(),
  tidalLocking: z.boolean(),
  surfaceColor: z.enum(['grey', 'brown', 'reddish', 'white']),
  volcanicActivity: z.number(),
  cryovolcanism: z.boolean(),
  geologicalActivity: level,
  surfaceFeatures: shares,
  coreComposition: shares,
});

export const planetSchema = z.object({
  name: z.string(),
  type: planetTypeSchema,
  habitable: z.boolean(),
  habitabilityScore: z.number(),
  primaryColor: planetColor,
  secondaryColor: planetColor,
  orbitalPeriod: z.number(),
  semiMajorAxis: z.number(),
  orbitalEccentricity: z.number(),
  orbitalInclination: z.number(),
  rotationPeriod: z.number(),
  axialTilt: z.number(),
  mass: z.number(),
  radius: z.number(),
  density: z.number(),
  size: z.enum(['tiny', 'small', 'medium', 'large', 'huge']),
  surfaceGravity: z.number(),
  escapeVelocity: z.number(),
  atmosphere: texts,
  atmosphericPressure: z.number(),
  atmosphericLayers: z.number(),
  atmosphericStability: z.number(),
  atmosphericOpacity: z.number(),
  cloudCoverage: z.number(),
  windSpeed: z.number(),
  precipitationTypes: texts,
  stormFrequency: z.number(),
  climateZones: texts,
  surfaceTemperature: z.number(),
  meanSurfaceTemperature: z.number(),
  surfaceWaterPercentage: z.number(),
  oceanDepth: z.number(),
  oceanComposition: texts,
  iceCapCoverage: z.number(),
  surfaceAlbedo: z.number(),
  continentalCoverage: z.number(),
  highestPoint: z.number(),
  deepestPoint: z.number(),
  crustThickness: z.number(),
  coreSize: z.number(),
  coreSolidified: z.boolean(),
  soilTypes: texts,
  visibleRings: ringsSchema.nullable(),
  volcanicActivity: z.number(),
  seismicActivity: z.number(),
  geothermalActivity: z.number(),
  tectonicPlates: z.number(),
  mountainRanges: z.number(),
  averageMountainHeight: z.number(),
  craterDensity: z.number(),
  volcanoCount: z.number(),
  magneticFieldStrength: z.number(),
  magnetosphereSize: z.number(),
  auroraFrequency: z.number(),
  ionosphereStrength: z.number(),
  tidalLocking: z.boolean(),
  orbitalResonances: texts,
  lagrangePoints: z.number(),
  hillSphere: z.number(),
  rocheLimit: z.number(),
  sphereOfInfluence: z.number(),
  resourceRichness: z.number(),
  valuableMinerals: texts,
  rareElements: texts,
  energySourcePotential: z.number(),
  militaryValue: z.number(),
  tradeRouteValue: z.number(),
  defensibility: z.number(),
  biomarkers: texts,
  biosignatures: texts,
  organicCompounds: texts,
  evolutionaryPhase: z.string(),
  radiationLevel: z.number(),
  dangerLevel: z.number(),
  asteroidCollisionRate: z.number(),
  naturalDisasters: texts,
  planetaryAge: z.number(),
  moons: z.array(moonSchema),
});

/** True when A and B are the same type (not just assignable one way). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless every body schema above says what procgen's type says. */
export const SCHEMAS_MATCH_PROCGEN: [
  Same<z.output<typeof coordinatesSchema>, Coordinates>,
  Same<z.output<typeof starSchema>, Star>,
  Same<z.output<typeof ringsSchema>, Rings>,
  Same<z.output<typeof moonSchema>, Moon>,
  Same<z.output<typeof planetSchema>, Planet>,
] = [true, true, true, true, true];
