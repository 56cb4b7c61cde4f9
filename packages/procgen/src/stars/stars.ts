import {
  AU_KM,
  blackbodyLuminosity,
  effectiveTemperature,
  hawkingTemperature,
  mainSequenceLifetime,
  mainSequenceLuminosity,
  mainSequenceRadius,
  maxMainSequenceMass,
  schwarzschildRadiusKm,
  SUN_MASS,
  SUN_RADIUS,
} from '../core/physics.js';
import type { ProfileTables } from '../profile/tables.js';
import type { Rng } from '../core/rng.js';
import { CLASS_TEMPERATURE, classOfTemperature } from './spectral.js';
import { MAIN_SEQUENCE_CLASSES, STAR_KINDS } from '../profile/profile.js';
import type { StarKind } from '../profile/profile.js';
import type { SpectralClass, StarType } from '../core/types.js';

/** The part of a star that the summary, the planets and the rarity need (solar units). */
export interface StarCore {
  type: StarType;
  spectralClass: SpectralClass;
  /** M☉ */
  mass: number;
  /** R☉ */
  radius: number;
  /** L☉ */
  luminosity: number;
  /** K */
  temperature: number;
  /** years */
  age: number;
  /** years */
  remainingLifespan: number;
  /** [Fe/H], dex */
  metallicity: number;
  /** AU from the primary; 0 for the primary */
  separation: number;
  /**
   * A white dwarf's atmosphere from version 2: hydrogen (spectral type DA) or helium (DB when hot,
   * DC/DQ when cool). Version 1 decides by temperature instead.
   */
  atmosphere?: 'hydrogen' | 'helium';
}

/** Oldest star the generator makes, years (the age of the Galaxy's disk, rounded). */
export const MAX_AGE = 1.25e10;
export const MIN_MS_MASS = 0.08;
const MAX_MS_MASS = 90;
/** Salpeter (1955) initial mass function slope, dN/dM ∝ M^−2.35, used within each class. */
const SALPETER = 2.35;

/**
 * Main-sequence classes; their shares (docs/game-design.md §5, after LeDrew 2001) are the profile's
 * `mainSequenceClasses`.
 */
const MS_CLASSES: readonly SpectralClass[] = MAIN_SEQUENCE_CLASSES;

export function msTemperature(mass: number): number {
  return effectiveTemperature(mainSequenceLuminosity(mass), mainSequenceRadius(mass));
}

/** The main-sequence mass where the temperature crosses `target`, kept on the `inside` side. */
function massAtTemperature(target: number, inside: 'above' | 'below'): number {
  let lo = MIN_MS_MASS;
  let hi = MAX_MS_MASS;
  if (msTemperature(lo) >= target) return lo;
  if (msTemperature(hi) <= target) return hi;
  for (let i = 0; i < 80; i++) {
    const mid = Math.sqrt(lo * hi);
    if (msTemperature(mid) < target) lo = mid;
    else hi = mid;
  }
  return inside === 'above' ? hi : lo;
}

/** Main-sequence mass range of each class, found once by inverting T(M). */
const MS_MASS_RANGE = new Map(
  MS_CLASSES.map((c) => {
    const [tLo, tHi] = CLASS_TEMPERATURE[c];
    return [c, [massAtTemperature(tLo, 'above'), massAtTemperature(tHi, 'below')]] as const;
  }),
);

/** A Salpeter-distributed mass in [lo, hi]. */
export function salpeterMass(rng: Rng, lo: number, hi: number): number {
  const k = 1 - SALPETER;
  const a = lo ** k;
  const b = hi ** k;
  return Math.min(hi, Math.max(lo, (a + rng.float() * (b - a)) ** (1 / k)));
}

/** Main-sequence lifetime of a mass, years: 10 Gyr × M / L (version 1's everywhere). */
export function designLifetime(mass: number): number {
  return mainSequenceLifetime(mass, mainSequenceLuminosity(mass));
}

export function mainSequence(
  mass: number,
  age: number,
  metallicity: number,
  separation: number,
  lifetimeOf: (mass: number) => number = designLifetime,
): StarCore {
  const luminosity = mainSequenceLuminosity(mass);
  const radius = mainSequenceRadius(mass);
  const temperature = effectiveTemperature(luminosity, radius);
  const spectralClass = classOfTemperature(temperature);
  const lifetime = lifetimeOf(mass);
  return {
    type: spectralClass === 'M' ? 'red-dwarf' : 'main-sequence',
    spectralClass,
    mass,
    radius,
    luminosity,
    temperature,
    age,
    remainingLifespan: lifetime - age,
    metallicity,
    separation,
  };
}

/** Age of a main-sequence star of this lifetime: uniform up to whichever ends first. */
function mainSequenceAge(rng: Rng, lifetime: number): number {
  return rng.range(0.02, 0.98) * Math.min(lifetime, MAX_AGE);
}

/** A main-sequence primary: class by LeDrew's frequencies, Salpeter mass within the class. */
export function mainSequencePrimary(
  rng: Rng,
  metallicity: number,
  classShares: readonly number[],
  lifetimeOf: (mass: number) => number = designLifetime,
): StarCore {
  const spectralClass = MS_CLASSES[rng.weighted(classShares)] as SpectralClass;
  const [lo, hi] = MS_MASS_RANGE.get(spectralClass) as readonly [number, number];
  const mass = salpeterMass(rng, lo, hi);
  const lifetime = lifetimeOf(mass);
  return mainSequence(mass, mainSequenceAge(rng, lifetime), metallicity, 0, lifetimeOf);
}

/** A star seen by its radius and photosphere; luminosity follows from Stefan–Boltzmann. */
export function photosphere(
  type: StarType,
  mass: number,
  radius: number,
  temperature: number,
  age: number,
  remainingLifespan: number,
  metallicity: number,
  separation: number,
): StarCore {
  return {
    type,
    spectralClass: classOfTemperature(temperature),
    mass,
    radius,
    luminosity: blackbodyLuminosity(radius, temperature),
    temperature,
    age,
    remainingLifespan,
    metallicity,
    separation,
  };
}

function redGiant(rng: Rng, metallicity: number): StarCore {
  const mass = rng.logRange(1, 6);
  const lifetime = mainSequenceLifetime(mass, mainSequenceLuminosity(mass));
  const age = Math.min(MAX_AGE, lifetime * 1.05);
  // Giant branch lasts ~10% of the main-sequence lifetime (Iben 1967).
  const remaining = lifetime * rng.range(0.01, 0.1);
  return photosphere(
    'red-giant',
    mass,
    rng.logRange(10, 150),
    rng.range(3_300, 5_100),
    age,
    remaining,
    metallicity,
    0,
  );
}

function blueGiant(rng: Rng, metallicity: number): StarCore {
  const hot = rng.chance(0.35);
  const mass = hot ? rng.logRange(20, 90) : rng.logRange(8, 20);
  const temperature = hot ? rng.range(33_500, 50_000) : rng.range(12_000, 32_500);
  const radius = rng.logRange(5, 25);
  const luminosity = blackbodyLuminosity(radius, temperature);
  const lifetime = mainSequenceLifetime(mass, luminosity);
  const age = lifetime * rng.range(0.5, 0.95);
  return photosphere('blue-giant', mass, radius, temperature, age, lifetime - age, metallicity, 0);
}

/** Nauenberg (1972) white-dwarf mass–radius relation, R☉. */
export function whiteDwarfRadius(mass: number): number {
  return 0.0126 * mass ** (-1 / 3) * Math.sqrt(1 - (mass / 1.44) ** (4 / 3));
}

function whiteDwarf(rng: Rng, metallicity: number, separation: number): StarCore {
  const mass = Math.min(1.3, Math.max(0.45, rng.normal(0.6, 0.12)));
  const progenitorLifetime = rng.logRange(1e8, 1e10);
  const coolingAge = rng.range(1e7, MAX_AGE - progenitorLifetime);
  // Young white dwarfs are hot; cooling follows Mestel's law, T ∝ t^(−2/7) roughly.
  const temperature = Math.max(4_000, Math.min(80_000, 30_000 * (coolingAge / 1e8) ** (-2 / 7)));
  return photosphere(
    'white-dwarf',
    mass,
    whiteDwarfRadius(mass),
    temperature,
    progenitorLifetime + coolingAge,
    0,
    metallicity,
    separation,
  );
}

/** Neutron stars: 1.2–2.1 M☉, 10–13 km, a cooling surface of 10⁵–10⁶ K (Yakovlev & Pethick 2004). */
function neutronStar(rng: Rng, metallicity: number): StarCore {
  const radius = rng.range(10, 13) / SUN_RADIUS;
  const temperature = rng.logRange(1.2e5, 1.5e6);
  return {
    type: 'neutron',
    spectralClass: 'Q',
    mass: rng.range(1.2, 2.1),
    radius,
    luminosity: blackbodyLuminosity(radius, temperature),
    temperature,
    age: rng.logRange(1e5, 1e10),
    remainingLifespan: 0,
    metallicity,
    separation: 0,
  };
}

function blackHole(rng: Rng, metallicity: number): StarCore {
  const mass = rng.logRange(5, 40);
  const temperature = hawkingTemperature(mass);
  const radius = schwarzschildRadiusKm(mass * SUN_MASS) / SUN_RADIUS;
  return {
    type: 'black-hole',
    spectralClass: 'X',
    mass,
    radius,
    luminosity: blackbodyLuminosity(radius, temperature),
    temperature,
    age: rng.logRange(1e6, MAX_AGE),
    remainingLifespan: 0,
    metallicity,
    separation: 0,
  };
}

/** Brown dwarfs by class share (L, T, Y); radius ≈ Jupiter's (Burrows et al. 2001). */
function brownDwarf(rng: Rng, metallicity: number, separation: number, mass?: number): StarCore {
  const spectralClass = (['L', 'T', 'Y'] as const)[
    rng.weighted([0.55, 0.33, 0.12])
  ] as SpectralClass;
  const [lo, hi] = CLASS_TEMPERATURE[spectralClass];
  return photosphere(
    'brown-dwarf',
    mass ?? rng.logRange(0.013, 0.075),
    rng.range(0.08, 0.13),
    rng.range(lo + 1, hi - 1),
    rng.logRange(1e8, 1e10),
    0,
    metallicity,
    separation,
  );
}

/**
 * Primary-star kinds; their base shares are the profile's `starKinds`. Remnants and blue giants are
 * scaled up toward the core by the placement's core factor (exotic systems crowd the centre).
 */
const KINDS = STAR_KINDS;
const EXOTIC = new Set([4, 5, 6]);
export type PrimaryKind = StarKind;

/** Which kind of star the primary is: the shares of docs/game-design.md §5, exotic ones boosted toward the core. */
export function primaryKind(rng: Rng, coreFactor: number, tables: ProfileTables): PrimaryKind {
  const { floor, boost: perCore } = tables.profile.coreExcess;
  const boost = floor + perCore * coreFactor;
  return KINDS[
    rng.weighted(tables.kindShares.map((s, i) => (EXOTIC.has(i) ? s * boost : s)))
  ] as PrimaryKind;
}

export function primaryStar(
  rng: Rng,
  coreFactor: number,
  metallicity: number,
  tables: ProfileTables,
): StarCore {
  switch (primaryKind(rng, coreFactor, tables)) {
    case 'brown-dwarf':
      return brownDwarf(rng, metallicity, 0);
    case 'white-dwarf':
      return whiteDwarf(rng, metallicity, 0);
    case 'red-giant':
      return redGiant(rng, metallicity);
    case 'blue-giant':
      return blueGiant(rng, metallicity);
    case 'neutron':
      return neutronStar(rng, metallicity);
    case 'black-hole':
      return blackHole(rng, metallicity);
    default:
      return mainSequencePrimary(rng, metallicity, tables.classShares);
  }
}

/**
 * Multiplicity rises with the primary's mass: P(multiple) ≈ 0.50 + 0.46 log10(M) (docs/game-design.md §5,
 * after Duchêne & Kraus 2013), a little higher toward the core; a quarter of multiples are triple.
 */
export function companionCount(
  rng: Rng,
  primary: StarCore,
  coreFactor: number,
  tables: ProfileTables,
): number {
  const { base, perDecade, core, tripleShare } = tables.profile.multiplicity;
  const p = Math.min(
    1,
    Math.max(0, base + perDecade * Math.log10(primary.mass) + core * coreFactor),
  );
  if (!rng.chance(p)) return 0;
  return rng.chance(tripleShare) ? 2 : 1;
}

/**
 * A companion: coeval with the primary, lighter (flat mass-ratio distribution, Raghavan et al.
 * 2010), at a separation that is either close (planets circle both) or wide (planets circle the
 * primary). The third star of a triple always orbits wide (hierarchical triples are stable).
 */
/**
 * Where a companion orbits, AU from the primary: close (40%, when there is room outside the
 * primary and no companion yet) or wide, a third star at least 8× farther than the second.
 */
export function companionSeparation(
  rng: Rng,
  primary: StarCore,
  previousSeparation: number,
): number {
  // A close orbit keeps clear of the primary's surface (a giant leaves no room for one).
  const closest = Math.max(0.05, (4 * primary.radius * SUN_RADIUS) / AU_KM);
  return rng.chance(0.4) && previousSeparation === 0 && closest < 0.5
    ? rng.logRange(closest, 0.5)
    : rng.logRange(Math.max(20, previousSeparation * 8), Math.max(2_000, previousSeparation * 80));
}

export function companionStar(rng: Rng, primary: StarCore, previousSeparation: number): StarCore {
  const separation = companionSeparation(rng, primary, previousSeparation);
  if (primary.mass >= 0.6 && rng.chance(0.1)) {
    return { ...whiteDwarf(rng, primary.metallicity, separation), age: primary.age };
  }
  const ceiling = Math.min(primary.mass, maxMainSequenceMass(primary.age));
  const mass = ceiling * rng.range(0.1, 1);
  if (mass < MIN_MS_MASS) {
    return { ...brownDwarf(rng, primary.metallicity, separation, mass), age: primary.age };
  }
  return mainSequence(mass, primary.age, primary.metallicity, separation);
}
