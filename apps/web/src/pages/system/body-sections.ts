import type { Moon, Planet, PlanetView, Star, StarView } from '../../api/types.js';
import { keyLabel, typeLabel } from '../../format/labels.js';
import { formatNumber } from '../../format/number.js';
import {
  formatAu,
  formatDegrees,
  formatDensity,
  formatFraction,
  formatGauss,
  formatGravity,
  formatHabitability,
  formatLength,
  formatLuminosity,
  formatMass,
  formatOrbitalPeriod,
  formatPercent,
  formatPressure,
  formatRotationPeriod,
  formatSpeed,
  formatTemperature,
  formatYears,
} from '../../format/units.js';

export type Row = [label: string, value: string | null];
export interface Section {
  title: string;
  rows: [label: string, value: string][];
}

const GIANTS = new Set(['gas-giant', 'ice-giant', 'subgiant']);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);
const shares = (map: Record<string, number>, unit = '%') =>
  list(Object.entries(map).map(([key, value]) => `${keyLabel(key)} ${formatNumber(value)}${unit}`));

/** A section keeps only rows with data and is dropped when none remain (spec: shown only when data exists). */
function section(title: string, rows: Row[]): Section[] {
  const kept = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  return kept.length > 0 ? [{ title, rows: kept }] : [];
}

function isGiant(planet: Planet): boolean {
  return GIANTS.has(planet.type);
}

/** The server sends a body's detail only once its system is discovered. */
export function isDetailedPlanet(p: PlanetView): p is Planet {
  return p.type !== undefined && p.mass !== undefined && p.moons !== undefined;
}

export function isDetailedStar(s: StarView): s is Star {
  return s.mass !== undefined && s.surfaceTemperature !== undefined;
}

/** The body modal's sections for a planet (spec 2: reduced sections for giants, airless, lifeless). */
export function planetSections(view: PlanetView): Section[] {
  if (!isDetailedPlanet(view)) {
    return section('Orbital Characteristics', [
      ['Orbital period', formatOrbitalPeriod(view.orbitalPeriod)],
      ['Semi-major axis', formatAu(view.semiMajorAxis)],
      ['Eccentricity', formatNumber(view.orbitalEccentricity)],
      ['Inclination', formatDegrees(view.orbitalInclination)],
    ]);
  }
  const p = view;
  const giant = isGiant(p);
  const airless = p.atmosphere.length === 0;
  const rings = p.visibleRings;
  return [
    ...section('Physical Properties', [
      ['Size', typeLabel(p.size)],
      ['Mass', formatMass(p.mass)],
      ['Radius', formatLength(p.radius)],
      ['Density', formatDensity(p.density)],
      ['Surface gravity', formatGravity(p.surfaceGravity)],
      ['Escape velocity', formatSpeed(p.escapeVelocity)],
      ['Magnetic field', formatGauss(p.magneticFieldStrength)],
      ['Magnetosphere', `${formatNumber(p.magnetosphereSize)} planet radii`],
      ['Colours', `${typeLabel(p.primaryColor)} / ${typeLabel(p.secondaryColor)}`],
      [
        'Rings',
        rings
          ? `${typeLabel(rings.color)}, ${formatLength(rings.width)} wide (${list(rings.composition) ?? 'unknown'})`
          : null,
      ],
    ]),
    ...section(
      'Surface & Composition',
      giant
        ? [
            ['Albedo', formatNumber(p.surfaceAlbedo)],
            ['Core size', formatFraction(p.coreSize)],
            ['Core solidified', yesNo(p.coreSolidified)],
          ]
        : [
            ['Mean surface temperature', formatTemperature(p.meanSurfaceTemperature)],
            ['Surface water', formatPercent(p.surfaceWaterPercentage)],
            ['Ocean depth', p.oceanDepth > 0 ? formatLength(p.oceanDepth) : null],
            ['Ocean composition', list(p.oceanComposition)],
            ['Ice caps', formatPercent(p.iceCapCoverage)],
            ['Continental coverage', formatPercent(p.continentalCoverage)],
            ['Albedo', formatNumber(p.surfaceAlbedo)],
            ['Highest point', `${formatNumber(p.highestPoint)} m`],
            ['Deepest point', `${formatNumber(p.deepestPoint)} m`],
            ['Crust thickness', formatLength(p.crustThickness)],
            ['Core size', formatFraction(p.coreSize)],
            ['Core solidified', yesNo(p.coreSolidified)],
            ['Soil types', list(p.soilTypes)],
          ],
    ),
    ...section('Orbital Characteristics', [
      ['Orbital period', formatOrbitalPeriod(p.orbitalPeriod)],
      ['Semi-major axis', formatAu(p.semiMajorAxis)],
      ['Eccentricity', formatNumber(p.orbitalEccentricity)],
      ['Inclination', formatDegrees(p.orbitalInclination)],
      ['Rotation period', formatRotationPeriod(p.rotationPeriod)],
      ['Axial tilt', formatDegrees(p.axialTilt)],
      ['Tidally locked', yesNo(p.tidalLocking)],
      ['Orbital resonances', list(p.orbitalResonances)],
      ['Lagrange points', p.lagrangePoints > 0 ? String(p.lagrangePoints) : null],
      ['Hill sphere', formatLength(p.hillSphere)],
      ['Roche limit', formatLength(p.rocheLimit)],
      ['Sphere of influence', formatLength(p.sphereOfInfluence)],
    ]),
    ...section(
      'Atmosphere & Weather',
      airless
        ? [
            ['Atmosphere', 'None'],
            ['Pressure', formatPressure(p.atmosphericPressure)],
          ]
        : [
            ['Composition', list(p.atmosphere)],
            ['Pressure', formatPressure(p.atmosphericPressure)],
            ['Layers', String(p.atmosphericLayers)],
            ['Stability', formatFraction(p.atmosphericStability)],
            ['Opacity', formatFraction(p.atmosphericOpacity)],
            ['Cloud coverage', formatFraction(p.cloudCoverage)],
            ['Wind speed', formatSpeed(p.windSpeed)],
            ['Precipitation', list(p.precipitationTypes)],
            ['Storms per year', formatNumber(p.stormFrequency)],
            ['Climate zones', list(p.climateZones)],
            ['Aurora frequency', formatFraction(p.auroraFrequency)],
            ['Ionosphere strength', formatFraction(p.ionosphereStrength)],
          ],
    ),
    ...(giant
      ? []
      : section('Geological Activity', [
          ['Volcanic activity', formatFraction(p.volcanicActivity)],
          ['Seismic activity', formatFraction(p.seismicActivity)],
          ['Geothermal activity', formatFraction(p.geothermalActivity)],
          ['Tectonic plates', String(p.tectonicPlates)],
          ['Mountain ranges', String(p.mountainRanges)],
          ['Average mountain height', `${formatNumber(p.averageMountainHeight)} m`],
          ['Crater density', `${formatNumber(p.craterDensity)} per million km²`],
          ['Volcanoes', String(p.volcanoCount)],
        ])),
    ...section('Resources & Strategic Value', [
      ['Resource richness', formatFraction(p.resourceRichness)],
      ['Valuable minerals', list(p.valuableMinerals)],
      ['Rare elements', list(p.rareElements)],
      ['Energy potential', formatFraction(p.energySourcePotential)],
      ['Military value', formatFraction(p.militaryValue)],
      ['Trade route value', formatFraction(p.tradeRouteValue)],
      ['Defensibility', formatFraction(p.defensibility)],
    ]),
    ...section(
      'Life & Habitability',
      p.habitable && !airless
        ? [
            ['Habitability', formatHabitability(p.habitabilityScore)],
            ['Biomarkers', list(p.biomarkers)],
            ['Biosignatures', list(p.biosignatures)],
            ['Organic compounds', list(p.organicCompounds)],
            ['Evolutionary phase', p.evolutionaryPhase ? typeLabel(p.evolutionaryPhase) : null],
          ]
        : [
            ['Habitability', formatHabitability(p.habitabilityScore)],
            ['Life', 'None detected'],
          ],
    ),
    ...section('Hazards & Challenges', [
      ['Radiation', `${formatNumber(p.radiationLevel)} mSv/yr`],
      ['Danger level', formatFraction(p.dangerLevel)],
      ['Asteroid impacts', `${formatNumber(p.asteroidCollisionRate)} per million years`],
      ['Natural disasters', list(p.naturalDisasters)],
    ]),
    ...section('Temporal Characteristics', [['Planetary age', formatYears(p.planetaryAge)]]),
  ];
}

export function starSections(view: StarView): Section[] {
  const identity: Row[] = [
    ['Type', typeLabel(view.type)],
    ['Spectral class', view.spectralClass],
    [
      'Temperature',
      view.surfaceTemperature === undefined ? null : formatTemperature(view.surfaceTemperature),
    ],
  ];
  if (!isDetailedStar(view)) return section('Star-Specific Properties', identity);
  const s = view;
  return [
    ...section('Physical Properties', [
      ['Mass', formatMass(s.mass)],
      ['Radius', formatLength(s.radius)],
      ['Density', formatDensity(s.density)],
      ['Surface gravity', formatGravity(s.surfaceGravity)],
      ['Escape velocity', formatSpeed(s.escapeVelocity)],
    ]),
    ...section('Star-Specific Properties', [
      ...identity,
      ['Luminosity', formatLuminosity(s.luminosity)],
      ['Metallicity', `${formatNumber(s.metallicity)} dex`],
      ['Solar flares', `${formatNumber(s.solarFlareFrequency)} per day`],
      ['Magnetic field', formatGauss(s.magneticFieldStrength)],
      ['Primary star', yesNo(s.isPrimary)],
      ['Element abundances', shares(s.elementAbundances)],
    ]),
    ...section('Temporal Characteristics', [
      ['Age', formatYears(s.age)],
      ['Remaining lifespan', formatYears(s.remainingLifespan)],
    ]),
  ];
}

/** The moon sub-panel (spec 2): type, size, mass, radius, period, gravity, locking, features, core. */
export function moonRows(m: Moon): [string, string][] {
  return (
    section('Moon', [
      ['Type', typeLabel(m.type)],
      ['Size', typeLabel(m.size)],
      ['Mass', formatMass(m.mass)],
      ['Radius', formatLength(m.radius)],
      ['Orbital period', formatOrbitalPeriod(m.orbitalPeriod)],
      ['Surface gravity', formatGravity(m.surfaceGravity)],
      ['Tidally locked', yesNo(m.tidalLocking)],
      ['Surface features', shares(m.surfaceFeatures, '')],
      ['Core composition', shares(m.coreComposition)],
    ])[0]?.rows ?? []
  );
}
