import { formatNumber, keyLabel, quantity as q, typeLabel } from '@orrery/format';
import type { Moon, Planet, PlanetView, Star, StarView } from '../../api/types.js';
import type { Shown } from '../../format/shown-value.js';

export type Row = [label: string, value: Shown | null];
export interface Section {
  title: string;
  rows: [label: string, value: Shown][];
}

const GIANTS = new Set<string>(['gas-giant', 'ice-giant', 'subgiant']);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);
const shares = (map: Record<string, number>, unit = '%') =>
  list(Object.entries(map).map(([key, value]) => `${keyLabel(key)} ${formatNumber(value)}${unit}`));

/** A section keeps only rows with data and is dropped when none remain (docs/spec.md, "Body detail modal"). */
function section(title: string, rows: Row[]): Section[] {
  const kept = rows.filter((row): row is [string, Shown] => row[1] !== null && row[1] !== '');
  return kept.length > 0 ? [{ title, rows: kept }] : [];
}

/** Gas giants, ice giants and sub-Neptunes have no solid surface: no surface water, no surface pressure. */
export function isGiant(planet: PlanetView): boolean {
  return planet.type !== undefined && GIANTS.has(planet.type);
}

/** The server sends a body's detail only once its system is discovered. */
export function isDetailedPlanet(p: PlanetView): p is Planet {
  return p.type !== undefined && p.mass !== undefined && p.moons !== undefined;
}

export function isDetailedStar(s: StarView): s is Star {
  return s.mass !== undefined && s.surfaceTemperature !== undefined;
}

/** The body modal's sections for a planet (docs/spec.md §2: reduced sections for giants, airless, lifeless). */
export function planetSections(view: PlanetView): Section[] {
  if (!isDetailedPlanet(view)) {
    return section('Orbital Characteristics', [
      ['Orbital period', q.orbitalPeriod(view.orbitalPeriod)],
      ['Semi-major axis', q.au(view.semiMajorAxis)],
      ['Eccentricity', formatNumber(view.orbitalEccentricity)],
      ['Inclination', q.degrees(view.orbitalInclination)],
    ]);
  }
  const p = view;
  const giant = isGiant(p);
  const airless = p.atmosphere.length === 0;
  const rings = p.visibleRings;
  return [
    ...section('Physical Properties', [
      ['Size', typeLabel(p.size)],
      ['Mass', q.planetMass(p.mass)],
      ['Radius', q.planetRadius(p.radius)],
      ['Density', q.density(p.density)],
      ['Surface gravity', q.gravity(p.surfaceGravity)],
      ['Escape velocity', q.speed(p.escapeVelocity)],
      ['Magnetic field', q.magneticField(p.magneticFieldStrength)],
      ['Magnetosphere', `${formatNumber(p.magnetosphereSize)} planet radii`],
      ['Colours', `${typeLabel(p.primaryColor)} / ${typeLabel(p.secondaryColor)}`],
      [
        'Rings',
        rings
          ? `${typeLabel(rings.color)}, ${q.length(rings.width).text} wide (${list(rings.composition) ?? 'unknown'})`
          : null,
      ],
    ]),
    ...section(
      'Surface & Composition',
      giant
        ? [
            ['Albedo', formatNumber(p.surfaceAlbedo)],
            ['Core size', `${q.fraction(p.coreSize).text} of the radius`],
            ['Core solidified', yesNo(p.coreSolidified)],
          ]
        : [
            ['Mean surface temperature', q.temperature(p.meanSurfaceTemperature)],
            ['Surface water', q.percent(p.surfaceWaterPercentage)],
            ['Ocean depth', p.oceanDepth > 0 ? q.length(p.oceanDepth) : null],
            ['Ocean composition', list(p.oceanComposition)],
            ['Ice caps', q.percent(p.iceCapCoverage)],
            ['Continental coverage', q.percent(p.continentalCoverage)],
            ['Albedo', formatNumber(p.surfaceAlbedo)],
            ['Highest point', q.height(p.highestPoint)],
            ['Deepest point', q.height(p.deepestPoint)],
            ['Crust thickness', q.length(p.crustThickness)],
            ['Core size', `${q.fraction(p.coreSize).text} of the radius`],
            ['Core solidified', yesNo(p.coreSolidified)],
            ['Soil types', list(p.soilTypes)],
          ],
    ),
    ...section('Orbital Characteristics', [
      ['Orbital period', q.orbitalPeriod(p.orbitalPeriod)],
      ['Semi-major axis', q.au(p.semiMajorAxis)],
      ['Eccentricity', formatNumber(p.orbitalEccentricity)],
      ['Inclination', q.degrees(p.orbitalInclination)],
      ['Rotation period', q.rotationPeriod(p.rotationPeriod)],
      ['Axial tilt', q.degrees(p.axialTilt)],
      ['Tidally locked', yesNo(p.tidalLocking)],
      ['Orbital resonances', list(p.orbitalResonances)],
      ['Lagrange points', p.lagrangePoints > 0 ? String(p.lagrangePoints) : null],
      ['Hill sphere', q.length(p.hillSphere)],
      ['Roche limit', q.length(p.rocheLimit)],
      ['Sphere of influence', q.length(p.sphereOfInfluence)],
    ]),
    ...section(
      'Atmosphere & Weather',
      airless
        ? [
            ['Atmosphere', 'None'],
            ['Pressure', q.pressure(p.atmosphericPressure)],
          ]
        : [
            ['Composition', list(p.atmosphere)],
            // A giant's "1 bar" is where its radius is measured, not a surface.
            ['Pressure', giant ? null : q.pressure(p.atmosphericPressure)],
            ['Layers', String(p.atmosphericLayers)],
            ['Stability', q.fraction(p.atmosphericStability)],
            ['Opacity', q.fraction(p.atmosphericOpacity)],
            ['Cloud coverage', q.fraction(p.cloudCoverage)],
            ['Wind speed', q.speed(p.windSpeed)],
            ['Precipitation', list(p.precipitationTypes)],
            ['Storms per year', formatNumber(p.stormFrequency)],
            ['Climate zones', list(p.climateZones)],
            ['Aurora frequency', q.fraction(p.auroraFrequency)],
            ['Ionosphere strength', q.fraction(p.ionosphereStrength)],
          ],
    ),
    ...(giant
      ? []
      : section('Geological Activity', [
          ['Volcanic activity', q.fraction(p.volcanicActivity)],
          ['Seismic activity', q.fraction(p.seismicActivity)],
          ['Geothermal activity', q.fraction(p.geothermalActivity)],
          ['Tectonic plates', String(p.tectonicPlates)],
          ['Mountain ranges', String(p.mountainRanges)],
          ['Average mountain height', q.height(p.averageMountainHeight)],
          ['Crater density', `${formatNumber(p.craterDensity)} per million km²`],
          ['Volcanoes', String(p.volcanoCount)],
        ])),
    ...section('Resources & Strategic Value', [
      ['Resource richness', q.fraction(p.resourceRichness)],
      ['Valuable minerals', list(p.valuableMinerals)],
      ['Rare elements', list(p.rareElements)],
      ['Energy potential', q.fraction(p.energySourcePotential)],
      ['Military value', q.fraction(p.militaryValue)],
      ['Trade route value', q.fraction(p.tradeRouteValue)],
      ['Defensibility', q.fraction(p.defensibility)],
    ]),
    ...section(
      'Life & Habitability',
      p.habitable && !airless
        ? [
            ['Habitability', q.habitability(p.habitabilityScore)],
            ['Biomarkers', list(p.biomarkers)],
            ['Biosignatures', list(p.biosignatures)],
            ['Organic compounds', list(p.organicCompounds)],
            ['Evolutionary phase', p.evolutionaryPhase ? typeLabel(p.evolutionaryPhase) : null],
          ]
        : [
            ['Habitability', q.habitability(p.habitabilityScore)],
            ['Life', 'None detected'],
          ],
    ),
    ...section('Hazards & Challenges', [
      ['Radiation', `${formatNumber(p.radiationLevel)} mSv/year`],
      ['Danger level', q.fraction(p.dangerLevel)],
      ['Asteroid impacts', `${formatNumber(p.asteroidCollisionRate)} per million years`],
      ['Natural disasters', list(p.naturalDisasters)],
    ]),
    ...section('Temporal Characteristics', [['Planetary age', q.age(p.planetaryAge)]]),
  ];
}

export function starSections(view: StarView): Section[] {
  const identity: Row[] = [
    ['Type', typeLabel(view.type)],
    ['Spectral class', view.spectralClass],
    [
      'Temperature',
      view.surfaceTemperature === undefined ? null : q.temperature(view.surfaceTemperature),
    ],
  ];
  if (!isDetailedStar(view)) return section('Star-Specific Properties', identity);
  const s = view;
  return [
    ...section('Physical Properties', [
      ['Mass', q.starMass(s.mass)],
      ['Radius', q.starRadius(s.radius)],
      ['Density', q.density(s.density)],
      ['Surface gravity', q.gravity(s.surfaceGravity)],
      ['Escape velocity', q.speed(s.escapeVelocity)],
    ]),
    ...section('Star-Specific Properties', [
      ...identity,
      ['Luminosity', q.luminosity(s.luminosity)],
      ['Metallicity', q.metallicity(s.metallicity)],
      ['Solar flares', `${formatNumber(s.solarFlareFrequency)} per day`],
      ['Magnetic field', q.magneticField(s.magneticFieldStrength)],
      ['Primary star', yesNo(s.isPrimary)],
      ['Element abundances', shares(s.elementAbundances)],
    ]),
    ...section('Temporal Characteristics', [
      ['Age', q.age(s.age)],
      // Remnants and brown dwarfs burn nothing: no lifespan left to count.
      ['Remaining lifespan', s.remainingLifespan === 0 ? null : q.age(s.remainingLifespan)],
    ]),
  ];
}

/** The moon sub-panel (docs/spec.md §2): type, size, mass, radius, period, gravity, locking, features, core. */
export function moonRows(m: Moon): [string, Shown][] {
  return (
    section('Moon', [
      ['Type', typeLabel(m.type)],
      ['Size', typeLabel(m.size)],
      ['Mass', q.moonMass(m.mass)],
      ['Radius', q.length(m.radius)],
      ['Orbital period', q.orbitalPeriod(m.orbitalPeriod)],
      ['Surface gravity', q.gravity(m.surfaceGravity)],
      ['Tidally locked', yesNo(m.tidalLocking)],
      ['Surface features', shares(m.surfaceFeatures, '')],
      ['Core composition', shares(m.coreComposition)],
    ])[0]?.rows ?? []
  );
}
