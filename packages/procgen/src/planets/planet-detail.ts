import { greenhouseOpacity, isGiant } from './planet-physics.js';
import {
  AU_KM,
  EARTH_MASS,
  EARTH_RADIUS,
  escapeVelocity,
  orbitalPeriodDays,
  SUN_MASS,
  surfaceGravity,
} from '../core/physics.js';
import type { Host, PlanetCore } from './planets.js';
import type { Rng } from '../core/rng.js';
import type { Moon, Planet, PlanetColor, Rings, RingColor } from '../core/types.js';

/** The planet's neighbours' say in its detail: resonances are found at the system level. */
export interface PlanetContext {
  name: string;
  host: Host;
  resonances: string[];
  moons: Moon[];
}

function sizeOf(radiusEarth: number): Planet['size'] {
  if (radiusEarth < 0.3) return 'tiny';
  if (radiusEarth < 0.8) return 'small';
  if (radiusEarth < 1.6) return 'medium';
  if (radiusEarth < 6) return 'large';
  return 'huge';
}

function colors(rng: Rng, core: PlanetCore): [PlanetColor, PlanetColor] {
  switch (core.type) {
    case 'gas-giant':
      return [rng.pick(['brown', 'white', 'red'] as const), rng.pick(['white', 'brown'] as const)];
    case 'ice-giant':
      return ['blue', rng.pick(['white', 'blue'] as const)];
    case 'subgiant':
      return [rng.pick(['blue', 'white'] as const), 'white'];
    case 'ocean':
      return ['blue', 'white'];
    case 'lava':
      return ['red', rng.pick(['grey', 'brown'] as const)];
    case 'desert':
      return [rng.pick(['red', 'brown'] as const), rng.pick(['brown', 'grey'] as const)];
    case 'dwarf':
      return [rng.pick(['grey', 'white', 'brown'] as const), 'grey'];
    default:
      return [core.water > 30 ? 'blue' : 'brown', rng.pick(['white', 'grey', 'red'] as const)];
  }
}

/** Development of life, from nothing to a technological species; only habitable worlds advance. */
const PHASES = ['microbial', 'multicellular', 'complex life', 'intelligent life'] as const;

function evolutionaryPhase(rng: Rng, core: PlanetCore, age: number): string {
  if (!core.habitable) return core.water > 0 || core.habitabilityScore > 0.3 ? 'prebiotic' : 'none';
  // Earth took ~0.5 Gyr to microbes, ~3 Gyr to multicellular life, ~4.5 Gyr to us.
  const reachable = age < 1e9 ? 1 : age < 3e9 ? 2 : age < 4e9 ? 3 : 4;
  return PHASES[Math.min(reachable, rng.int(1, 4)) - 1] as string;
}

function atmosphere(core: PlanetCore, phase: string): string[] {
  if (core.pressure <= 0) return [];
  const cold = core.equilibriumTemperature < 150;
  switch (core.type) {
    case 'gas-giant':
      return cold ? ['H2', 'He', 'CH4', 'NH3'] : ['H2', 'He', 'H2O', 'CH4'];
    case 'ice-giant':
      return ['H2', 'He', 'CH4', 'H2S'];
    case 'subgiant':
      return ['H2', 'He', 'H2O'];
    case 'lava':
      return ['SiO', 'Na', 'O2'];
    case 'dwarf':
      return ['N2', 'CH4', 'CO'];
    case 'desert':
      return ['CO2', 'N2', 'Ar'];
    default: {
      if (core.pressure > 10) return ['CO2', 'N2', 'SO2'];
      const oxygen =
        phase === 'multicellular' || phase === 'complex life' || phase === 'intelligent life';
      if (oxygen) return ['N2', 'O2', 'Ar', 'H2O', 'CO2'];
      return core.water > 0 ? ['N2', 'CO2', 'H2O', 'Ar'] : ['N2', 'CO2', 'Ar'];
    }
  }
}

function precipitation(core: PlanetCore): string[] {
  if (core.pressure <= 0) return [];
  switch (core.type) {
    case 'gas-giant':
      return core.equilibriumTemperature < 150 ? ['ammonia snow', 'helium rain'] : ['water rain'];
    case 'ice-giant':
      return ['methane snow', 'diamond rain'];
    case 'subgiant':
      return ['water rain'];
    case 'lava':
      return ['silicate rain'];
    case 'dwarf':
      return ['nitrogen snow'];
    default: {
      if (core.pressure > 10) return ['sulfuric acid rain'];
      const out: string[] = [];
      if (core.water > 0) out.push('rain');
      if (core.meanTemperature < 285 && core.water > 0) out.push('snow');
      if (core.type === 'desert' || core.water === 0) out.push('dust');
      return out;
    }
  }
}

function climateZones(core: PlanetCore, tidalLocking: boolean, tilt: number): string[] {
  if (isGiant(core.type)) return ['equatorial belts', 'temperate zones', 'polar vortices'];
  if (core.pressure <= 0) return [];
  if (tidalLocking) return ['dayside', 'terminator', 'nightside'];
  const t = core.meanTemperature;
  if (t > 330) return ['scorching', 'arid'];
  if (t < 240) return ['polar', 'tundra'];
  const zones = ['tropical', 'temperate', 'polar'];
  if (core.water < 30) zones.push('arid');
  if (tilt > 40) zones.push('seasonal extremes');
  return zones;
}

const MINERALS = [
  'iron',
  'nickel',
  'copper',
  'titanium',
  'cobalt',
  'gold',
  'platinum',
  'uranium',
  'diamond',
];
const RARE = ['iridium', 'osmium', 'rhodium', 'palladium', 'tellurium', 'neodymium', 'europium'];
const GAS_RESOURCES = ['hydrogen', 'helium-3', 'deuterium', 'methane'];
const BIOMARKERS = ['O2', 'O3', 'CH4', 'N2O', 'CH3Cl', 'DMS'];
const BIOSIGNATURES = [
  'atmospheric disequilibrium',
  'vegetation red edge',
  'seasonal CO2 cycle',
  'surface pigments',
];
const ORGANICS_LIFE = [
  'amino acids',
  'lipids',
  'nucleotides',
  'sugars',
  'chlorophyll-like pigments',
];
const ORGANICS_PREBIOTIC = ['tholins', 'formaldehyde', 'hydrogen cyanide', 'polycyclic aromatics'];

function rings(rng: Rng, core: PlanetCore): Rings | null {
  if (!core.rings) return null;
  const icy = core.equilibriumTemperature < 150;
  const innerEdge = 1.1 * core.radius * EARTH_RADIUS;
  const color: RingColor = icy
    ? rng.pick(['white', 'blue-tinted'] as const)
    : rng.pick(['grey', 'brown'] as const);
  return {
    composition: icy ? ['water ice', 'silicate dust'] : ['silicate dust', 'carbon', 'rock'],
    color,
    // Rings live inside the Roche limit, where moonlets cannot hold together.
    width: (core.rocheLimit - innerEdge) * rng.range(0.3, 0.95),
    density: rng.range(0.05, 0.9),
    opacity: rng.range(0.05, 0.95),
    stability: rng.range(0.3, 1),
  };
}

export function planetDetail(rng: Rng, core: PlanetCore, context: PlanetContext): Planet {
  const { host } = context;
  const giant = isGiant(core.type);
  const mass = core.mass * EARTH_MASS;
  const radius = core.radius * EARTH_RADIUS;
  const gravity = surfaceGravity(mass, radius);
  const a = core.semiMajorAxis;
  const orbitalPeriod = orbitalPeriodDays(a, host.mass + mass / SUN_MASS);
  // Tidal locking within ~0.4 AU·M★^⅓ after 4.5 Gyr, growing slowly with age (Kasting et al. 1993).
  const lockRadius = (giant ? 0.05 : 0.4) * Math.cbrt(host.mass) * (host.age / 4.5e9) ** (1 / 6);
  const tidalLocking = a < lockRadius;
  const [primaryColor, secondaryColor] = colors(rng, core);
  const rotationPeriod = tidalLocking
    ? orbitalPeriod * 24
    : giant
      ? rng.range(8, 20)
      : rng.logRange(8, 200);
  const axialTilt = tidalLocking
    ? rng.range(0, 3)
    : rng.chance(0.05)
      ? rng.range(80, 180)
      : Math.min(80, Math.abs(rng.normal(0, 25)));
  const phase = evolutionaryPhase(rng, core, host.age);
  const airless = core.pressure <= 0;
  const youth = Math.exp(-host.age / 5e9);
  const volcanicActivity = giant
    ? 0
    : core.type === 'lava'
      ? rng.range(0.7, 1)
      : Math.min(1, rng.range(0, 0.8) * youth * Math.min(2, Math.sqrt(core.mass)));
  const seismicActivity = giant
    ? 0
    : Math.min(1, volcanicActivity * rng.range(0.5, 1.2) + rng.range(0, 0.2));
  const geothermalActivity = giant ? 0 : Math.min(1, (volcanicActivity + seismicActivity) / 2);
  const tectonicPlates = giant
    ? 0
    : core.mass > 0.3 && core.water > 0
      ? rng.int(6, 15)
      : rng.int(0, 1);
  // Peaks scale as 1/g (Everest ~9 km at 9.8 m/s², Olympus Mons ~22 km at 3.7 m/s²), yet no
  // mountain stands taller than ~8% of its world's radius (Vesta's Rheasilvia peak).
  const highestPoint = giant
    ? 0
    : rng.range(0.4, 1.1) * Math.min(9_000 * (9.81 / gravity), 80 * radius);
  const oceanDepth =
    core.water <= 0 ? 0 : core.type === 'ocean' ? rng.range(10, 100) : rng.range(0.5, 5);
  const coreSolidified = !giant && (core.mass < 0.2 || (core.mass < 0.5 && host.age > 6e9));
  const magneticFieldStrength = giant
    ? core.type === 'gas-giant'
      ? rng.logRange(1, 15)
      : rng.logRange(0.05, 1)
    : coreSolidified
      ? rng.logRange(1e-5, 1e-3)
      : rng.logRange(0.05, 1) * Math.sqrt(core.mass) * (tidalLocking ? 0.1 : 1);
  // Chapman–Ferraro stand-off scaled to Earth's 10 radii at 0.31 G and 1 AU.
  const magnetosphereSize = Math.max(
    1,
    10 * Math.cbrt(magneticFieldStrength / 0.31) * Math.cbrt(a),
  );
  const waterRich = core.water > 0;
  const iceCapCoverage = giant
    ? 0
    : core.meanTemperature < 240
      ? rng.range(50, 100)
      : core.meanTemperature < 300 && (waterRich || core.pressure > 0)
        ? rng.range(0, 20)
        : 0;
  const minerals = giant
    ? rng.sample(GAS_RESOURCES, rng.int(1, 3))
    : rng.sample(MINERALS, rng.int(0, 4));
  const resourceRichness = Math.min(
    1,
    rng.range(0.1, 0.8) + volcanicActivity * 0.2 + minerals.length * 0.03,
  );
  const moonCount = context.moons.length;
  const stormFrequency = airless
    ? 0
    : giant
      ? rng.logRange(5, 200)
      : rng.logRange(1, 50) * (waterRich ? 2 : 1);
  const naturalDisasters: string[] = [];
  if (volcanicActivity > 0.5) naturalDisasters.push('volcanic eruptions');
  if (seismicActivity > 0.5) naturalDisasters.push('earthquakes');
  if (waterRich && seismicActivity > 0.4) naturalDisasters.push('tsunamis');
  if (stormFrequency > 20) naturalDisasters.push(giant ? 'superstorms' : 'hurricanes');
  if (core.type === 'desert') naturalDisasters.push('dust storms');
  if (airless) naturalDisasters.push('meteorite impacts');
  // S⊕: the host's light and, from version 2, the distant companions' (0 in version 1).
  const flux = host.luminosity / (a * a) + host.companionFlux;
  const shielding =
    (airless ? 50 : 1 / Math.min(10, Math.max(0.1, core.pressure))) *
    (magneticFieldStrength > 0.1 ? 1 : 5);
  const exoticHost = host.type === 'neutron' || host.type === 'black-hole' ? 100 : 1;
  const radiationLevel =
    core.type === 'gas-giant'
      ? rng.logRange(1e3, 1e6)
      : 2.4 * Math.sqrt(flux + 1e-6) * shielding * exoticHost * rng.range(0.5, 1.5);
  const temperatureStress = Math.min(1, Math.abs(core.meanTemperature - 288) / 300);
  const dangerLevel = Math.min(
    1,
    0.35 * temperatureStress +
      0.25 * Math.min(1, Math.log10(1 + radiationLevel) / 5) +
      0.2 * volcanicActivity +
      0.2 * Math.min(1, Math.abs(Math.log10(gravity / 9.81))),
  );
  const habitableLife = core.habitable;
  return {
    name: context.name,
    type: core.type,
    habitable: core.habitable,
    habitabilityScore: core.habitabilityScore,
    primaryColor,
    secondaryColor,
    orbitalPeriod,
    semiMajorAxis: a,
    orbitalEccentricity: core.eccentricity,
    orbitalInclination: Math.min(30, Math.abs(rng.normal(0, 2))),
    rotationPeriod,
    axialTilt,
    mass,
    radius,
    density: core.density,
    size: sizeOf(core.radius),
    surfaceGravity: gravity,
    escapeVelocity: escapeVelocity(mass, radius),
    atmosphere: atmosphere(core, phase),
    atmosphericPressure: core.pressure,
    atmosphericLayers: airless
      ? 0
      : giant
        ? 5
        : core.pressure < 0.01
          ? rng.int(1, 2)
          : rng.int(3, 5),
    atmosphericStability: airless ? 0 : rng.range(0.3, 1),
    atmosphericOpacity: airless ? 0 : greenhouseOpacity(core.pressure),
    cloudCoverage: airless
      ? 0
      : giant || core.pressure > 10
        ? rng.range(0.8, 1)
        : Math.min(1, (waterRich ? 0.3 + 0.5 * (core.water / 100) : 0.05) * rng.range(0.6, 1.4)),
    windSpeed: airless ? 0 : giant ? rng.logRange(100, 600) : rng.logRange(2, 40),
    precipitationTypes: precipitation(core),
    stormFrequency,
    climateZones: climateZones(core, tidalLocking, axialTilt),
    surfaceTemperature: core.equilibriumTemperature,
    meanSurfaceTemperature: core.meanTemperature,
    surfaceWaterPercentage: core.water,
    oceanDepth,
    oceanComposition: waterRich ? ['H2O', 'NaCl', rng.pick(['MgSO4', 'KCl', 'CaCO3'])] : [],
    iceCapCoverage,
    surfaceAlbedo: core.albedo,
    continentalCoverage: giant ? 0 : Math.max(0, 100 - core.water),
    highestPoint,
    // Below the mean surface: the ocean floor plus trenches of up to ~80% of the highest peak.
    deepestPoint: oceanDepth * 1000 + highestPoint * rng.range(0.2, 0.8),
    crustThickness: giant ? 0 : rng.range(5, 70) * core.mass ** 0.3,
    coreSize: giant ? rng.range(0.1, 0.25) : rng.range(0.3, core.type === 'lava' ? 0.85 : 0.6),
    coreSolidified,
    soilTypes: soils(core, habitableLife),
    visibleRings: rings(rng, core),
    volcanicActivity,
    seismicActivity,
    geothermalActivity,
    tectonicPlates,
    mountainRanges: giant ? 0 : rng.int(0, 20),
    averageMountainHeight: highestPoint * rng.range(0.15, 0.35),
    craterDensity: giant
      ? 0
      : (airless ? rng.range(1_000, 5_000) : rng.range(0, 200)) / (1 + 10 * volcanicActivity),
    volcanoCount: giant
      ? 0
      : Math.round(volcanicActivity * rng.range(0, 10_000) * Math.sqrt(core.mass)),
    magneticFieldStrength,
    magnetosphereSize,
    auroraFrequency: !airless && magneticFieldStrength > 0.01 ? rng.range(0.2, 1) : 0,
    ionosphereStrength: airless ? 0 : Math.min(1, rng.range(0.2, 0.8) + Math.sqrt(flux) * 0.1),
    tidalLocking,
    orbitalResonances: context.resonances,
    // L4 and L5 are stable for every planet (mass ratio ≪ 1/25, Routh's criterion); giants keep trojans.
    lagrangePoints: rng.chance(giant ? 0.9 : 0.3) ? 2 : 0,
    hillSphere: core.hillRadius,
    rocheLimit: core.rocheLimit,
    // Laplace sphere of influence a (m/M)^(2/5).
    sphereOfInfluence: a * AU_KM * (mass / (host.mass * SUN_MASS)) ** 0.4,
    resourceRichness,
    valuableMinerals: minerals,
    rareElements: rng.sample(RARE, rng.int(0, 2)),
    energySourcePotential: Math.min(
      1,
      giant ? rng.range(0.6, 1) : geothermalActivity * 0.6 + Math.min(0.4, Math.sqrt(flux) * 0.2),
    ),
    militaryValue: Math.min(1, rng.range(0, 0.6) + moonCount * 0.03 + (core.habitable ? 0.2 : 0)),
    tradeRouteValue: Math.min(
      1,
      rng.range(0, 0.5) + core.habitabilityScore * 0.4 + resourceRichness * 0.1,
    ),
    defensibility: Math.min(
      1,
      rng.range(0.1, 0.6) +
        Math.min(0.2, moonCount * 0.02) +
        (airless ? 0 : 0.1) +
        Math.min(0.1, gravity / 100),
    ),
    biomarkers: habitableLife
      ? rng.sample(BIOMARKERS, rng.int(1, 4))
      : phase === 'prebiotic'
        ? ['CH4']
        : [],
    biosignatures: habitableLife
      ? rng.sample(BIOSIGNATURES, phase === 'microbial' ? 1 : rng.int(2, 4))
      : [],
    organicCompounds: habitableLife
      ? rng.sample(ORGANICS_LIFE, rng.int(2, 5))
      : phase === 'prebiotic'
        ? rng.sample(ORGANICS_PREBIOTIC, rng.int(1, 3))
        : [],
    evolutionaryPhase: phase,
    radiationLevel,
    dangerLevel,
    // Impacts > 1 km per Myr: Earth ~2; giants focus more; young systems are still clearing debris
    // (up to ~100× today's rate, as in the Late Heavy Bombardment).
    asteroidCollisionRate:
      2 * (giant ? 10 : 1) * (1 + Math.min(100, 1e9 / host.age)) * rng.range(0.3, 2),
    naturalDisasters,
    planetaryAge: host.age * rng.range(0.97, 1),
    moons: context.moons,
  };
}

function soils(core: PlanetCore, life: boolean): string[] {
  switch (core.type) {
    case 'terrestrial':
      return life ? ['basaltic', 'clay', 'loam'] : ['basaltic', 'regolith'];
    case 'ocean':
      return ['marine sediment', life ? 'biogenic ooze' : 'basaltic'];
    case 'desert':
      return ['sand', 'iron oxide', 'regolith'];
    case 'lava':
      return ['basaltic glass', 'obsidian'];
    case 'dwarf':
      return ['regolith', 'ice'];
    default:
      return [];
  }
}
