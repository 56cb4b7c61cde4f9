import {
  blackbodyLuminosity,
  hawkingTemperature,
  heaviestLivingMass,
  mainSequenceLuminosity,
  schwarzschildRadiusKm,
  stellarLifetime,
  SUN_MASS,
  SUN_RADIUS,
} from '../core/physics.js';
import type { ProfileTables } from '../profile/tables.js';
import type { Rng } from '../core/rng.js';
import { CLASS_TEMPERATURE, classOfTemperature } from './spectral.js';
import {
  companionSeparation,
  mainSequence,
  mainSequencePrimary,
  MAX_AGE,
  MIN_MS_MASS,
  msTemperature,
  photosphere,
  primaryKind,
  salpeterMass,
  whiteDwarfRadius,
} from './stars.js';
import type { StarCore } from './stars.js';

/**
 * Version 2's stars: a system has one age, and every star's stage follows from its mass and that age
 * (docs/game-design.md §5, "Version 2: one age per system"). Giants sit on their luminosity
 * relations, remnants are older than their progenitors' lives, white dwarfs and brown dwarfs cool.
 */

/** The giant phases after the main sequence last about a tenth of it (Iben 1967). */
const GIANT_PHASE = 0.1;
/** Deuterium burning: nothing lighter is a brown dwarf (13 M_J, IAU working definition). */
export const MIN_BROWN_DWARF_MASS = 0.0124;
/** Heaviest progenitor of a white dwarf, and of a neutron star, M☉ (Heger et al. 2003). */
const MAX_WHITE_DWARF_PROGENITOR = 8;
const MAX_NEUTRON_STAR_PROGENITOR = 25;
const MAX_PROGENITOR = 90;
/** Red giants up to this mass ignite helium in a flash at the tip of the red giant branch. */
const HELIUM_FLASH_MASS = 2.2;
/** Tip of the red giant branch, L☉ (M_I ≈ −4.05, Freedman et al. 2019: about 2,500 L☉). */
const RGB_TIP_LUMINOSITY = 2_500;

/** A star's whole life before it becomes a remnant: main sequence plus giant phases, years. */
function lifeBeforeRemnant(progenitorMass: number): number {
  return (1 + GIANT_PHASE) * stellarLifetime(progenitorMass);
}

/**
 * White dwarf of a progenitor, cooled for `coolingAge` years. Mass by the initial–final mass
 * relation M = 0.109 M_i + 0.394 M☉ (Kalirai et al. 2008); temperature by Mestel's cooling law
 * L ∝ M t^(−7/5), so with R ∝ M^(−1/3), T = 4,500 K (M / 0.6 M☉)^(5/12) (t / 10 Gyr)^(−0.35) —
 * normalised so that a 10 Gyr, 0.6 M☉ dwarf is 4,500 K — and at most 60,000 K (class O's top).
 * About 80% show hydrogen atmospheres (DA; Kleinman et al. 2013), the rest helium.
 */
function whiteDwarf(
  rng: Rng,
  progenitorMass: number,
  coolingAge: number,
  age: number,
  metallicity: number,
  separation: number,
): StarCore {
  const mass = 0.109 * progenitorMass + 0.394;
  const cooling = Math.max(coolingAge, 1) / 1e10;
  const temperature = Math.min(60_000, 4_500 * (mass / 0.6) ** (5 / 12) * cooling ** -0.35);
  const star = photosphere(
    'white-dwarf',
    mass,
    whiteDwarfRadius(mass),
    temperature,
    age,
    0,
    metallicity,
    separation,
  );
  star.atmosphere = rng.chance(0.8) ? 'hydrogen' : 'helium';
  return star;
}

/** A primary white dwarf: a Salpeter progenitor of 1–8 M☉, in a system old enough to hold it. */
function whiteDwarfPrimary(rng: Rng, metallicity: number): StarCore {
  const progenitor = salpeterMass(rng, 1, MAX_WHITE_DWARF_PROGENITOR);
  const before = lifeBeforeRemnant(progenitor);
  const age = rng.range(before, MAX_AGE);
  return whiteDwarf(rng, progenitor, age - before, age, metallicity, 0);
}

/**
 * Brown dwarfs never settle: they cool as they age, T ≈ 1,550 K (t / 1 Gyr)^−0.32 (M / 0.05 M☉)^0.83
 * (Burrows et al. 2001), from late M when young through L and T to Y; no hotter than 3,000 K (young
 * brown dwarfs are late M; the fit is for older ones) and no cooler than class Y's 250 K floor.
 * Radius ≈ Jupiter's.
 */
function brownDwarf(
  rng: Rng,
  mass: number,
  age: number,
  metallicity: number,
  separation: number,
): StarCore {
  const cooled = 1_550 * (age / 1e9) ** -0.32 * (mass / 0.05) ** 0.83;
  const temperature = Math.min(3_000, Math.max(CLASS_TEMPERATURE.Y[0], cooled));
  return photosphere(
    'brown-dwarf',
    mass,
    rng.range(0.08, 0.13),
    temperature,
    age,
    0,
    metallicity,
    separation,
  );
}

function brownDwarfPrimary(rng: Rng, metallicity: number): StarCore {
  const mass = rng.logRange(0.013, 0.075);
  return brownDwarf(rng, mass, rng.range(0.02, 0.98) * MAX_AGE, metallicity, 0);
}

/**
 * A red giant climbs its branch from twice its main-sequence luminosity to the tip: the red giant
 * branch's (~2,500 L☉) for stars that ignite helium in a flash (below 2.2 M☉), ten times the
 * main-sequence luminosity (the early asymptotic giant branch) for heavier ones. It cools as it
 * brightens (3,300–5,100 K) and ages through the giant phase as it climbs.
 */
function redGiant(rng: Rng, metallicity: number): StarCore {
  const mass = salpeterMass(rng, 1, 6);
  const onMainSequence = mainSequenceLuminosity(mass);
  const base = 2 * onMainSequence;
  const tip =
    mass < HELIUM_FLASH_MASS
      ? RGB_TIP_LUMINOSITY
      : Math.max(RGB_TIP_LUMINOSITY, 10 * onMainSequence);
  const climb = rng.float();
  const luminosity = base * (tip / base) ** climb;
  const temperature = Math.min(
    5_100,
    Math.max(3_300, 5_100 - 1_800 * climb + rng.range(-150, 150)),
  );
  const lifetime = stellarLifetime(mass);
  return {
    type: 'red-giant',
    spectralClass: classOfTemperature(temperature),
    mass,
    radius: Math.sqrt(luminosity) * (5_778 / temperature) ** 2,
    luminosity,
    temperature,
    age: lifetime * (1 + GIANT_PHASE * climb),
    remainingLifespan: lifetime * GIANT_PHASE * (1 - climb),
    metallicity,
    separation: 0,
  };
}

/**
 * A blue giant is a massive star leaving the main sequence at about its main-sequence luminosity
 * (1–2×, massive stars cross the diagram at nearly constant L), no hotter than it was on the main
 * sequence, aged 90–110% of its main-sequence life. O: 25–90 M☉ (35%), B: 8–20 M☉.
 */
function blueGiant(rng: Rng, metallicity: number): StarCore {
  const hot = rng.chance(0.35);
  const mass = hot ? rng.logRange(25, MAX_PROGENITOR) : rng.logRange(8, 20);
  const [lo, hi] = hot ? [33_500, 50_000] : [12_000, 32_500];
  const temperature = rng.range(lo, Math.min(hi, msTemperature(mass)));
  const luminosity = mainSequenceLuminosity(mass) * rng.range(1, 2);
  const lifetime = stellarLifetime(mass);
  const age = lifetime * rng.range(0.9, 1 + GIANT_PHASE);
  return {
    type: 'blue-giant',
    spectralClass: classOfTemperature(temperature),
    mass,
    radius: Math.sqrt(luminosity) * (5_778 / temperature) ** 2,
    luminosity,
    temperature,
    age,
    remainingLifespan: (1 + GIANT_PHASE) * lifetime - age,
    metallicity,
    separation: 0,
  };
}

/**
 * Surface temperature of a neutron star `age` years old, K: ~1.2×10⁶ K at 10 kyr, 7×10⁵ K at the end
 * of neutrino cooling (100 kyr), then photon cooling to 10⁵ K by 10 Myr (Yakovlev & Pethick 2004's
 * standard cooling, as straight lines in log–log); older ones stay at 1–1.5×10⁵ K, kept warm by
 * rotochemical heating (Fernández & Reisenegger 2005).
 */
function neutronStarTemperature(rng: Rng, age: number): number {
  const decades = Math.log10(age);
  const cooling = decades <= 5 ? 6.08 - 0.234 * (decades - 4) : 5.845 - 0.4225 * (decades - 5);
  return Math.max(10 ** cooling, rng.range(1e5, 1.5e5));
}

/** A neutron star: a Salpeter progenitor of 8–25 M☉, born 1 kyr–(the system's age) ago. */
function neutronStar(rng: Rng, metallicity: number): StarCore {
  const progenitor = salpeterMass(rng, MAX_WHITE_DWARF_PROGENITOR, MAX_NEUTRON_STAR_PROGENITOR);
  const before = lifeBeforeRemnant(progenitor);
  const sinceBirth = rng.logRange(1e3, MAX_AGE - before);
  const radius = rng.range(10, 13) / SUN_RADIUS;
  const temperature = neutronStarTemperature(rng, sinceBirth);
  return {
    type: 'neutron',
    spectralClass: 'Q',
    mass: rng.range(1.2, 2.1),
    radius,
    luminosity: blackbodyLuminosity(radius, temperature),
    temperature,
    age: before + sinceBirth,
    remainingLifespan: 0,
    metallicity,
    separation: 0,
  };
}

/**
 * A black hole: a Salpeter progenitor of 25–90 M☉ that kept 20–45% of its mass through its winds
 * (Belczynski et al. 2010: ~10–15 M☉ black holes at solar metallicity), born 100 kyr or more ago.
 */
function blackHole(rng: Rng, metallicity: number): StarCore {
  const progenitor = salpeterMass(rng, MAX_NEUTRON_STAR_PROGENITOR, MAX_PROGENITOR);
  const mass = progenitor * rng.range(0.2, 0.45);
  const before = lifeBeforeRemnant(progenitor);
  const temperature = hawkingTemperature(mass);
  const radius = schwarzschildRadiusKm(mass * SUN_MASS) / SUN_RADIUS;
  return {
    type: 'black-hole',
    spectralClass: 'X',
    mass,
    radius,
    luminosity: blackbodyLuminosity(radius, temperature),
    temperature,
    age: before + rng.logRange(1e5, MAX_AGE - before),
    remainingLifespan: 0,
    metallicity,
    separation: 0,
  };
}

/** The primary: the kind shares of docs/game-design.md §5 (as version 1), each kind with a history that fits. */
export function primaryStarV2(
  rng: Rng,
  coreFactor: number,
  metallicity: number,
  tables: ProfileTables,
): StarCore {
  switch (primaryKind(rng, coreFactor, tables)) {
    case 'brown-dwarf':
      return brownDwarfPrimary(rng, metallicity);
    case 'white-dwarf':
      return whiteDwarfPrimary(rng, metallicity);
    case 'red-giant':
      return redGiant(rng, metallicity);
    case 'blue-giant':
      return blueGiant(rng, metallicity);
    case 'neutron':
      return neutronStar(rng, metallicity);
    case 'black-hole':
      return blackHole(rng, metallicity);
    default:
      return mainSequencePrimary(rng, metallicity, tables.classShares, stellarLifetime);
  }
}

/**
 * A companion, coeval with the primary: lighter than it and still on the main sequence at the
 * system's age (flat mass ratio down to 0.1, Raghavan et al. 2010, and never below 13 M_J), a brown
 * dwarf below 0.08 M☉ — or, for 10% of companions of primaries ≥ 0.6 M☉, a white dwarf whose
 * progenitor (1–8 M☉) has had time to live and die.
 */
export function companionStarV2(rng: Rng, primary: StarCore, previousSeparation: number): StarCore {
  const separation = companionSeparation(rng, primary, previousSeparation);
  const { age, metallicity } = primary;
  if (primary.mass >= 0.6 && rng.chance(0.1)) {
    const lightest = Math.max(1, heaviestLivingMass(age / (1 + GIANT_PHASE)));
    if (lightest < MAX_WHITE_DWARF_PROGENITOR) {
      const progenitor = salpeterMass(rng, lightest, MAX_WHITE_DWARF_PROGENITOR);
      const coolingAge = Math.max(0, age - lifeBeforeRemnant(progenitor));
      return whiteDwarf(rng, progenitor, coolingAge, age, metallicity, separation);
    }
  }
  const ceiling = Math.min(primary.mass, heaviestLivingMass(age));
  const mass = ceiling * rng.range(Math.max(0.1, MIN_BROWN_DWARF_MASS / ceiling), 1);
  if (mass < MIN_MS_MASS) return brownDwarf(rng, mass, age, metallicity, separation);
  return mainSequence(mass, age, metallicity, separation, stellarLifetime);
}
