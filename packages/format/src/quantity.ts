import {
  DAYS_PER_YEAR,
  EARTH_MASS_KG,
  EARTH_RADIUS_KM,
  JUPITER_MASS_KG,
  SOLAR_LUMINOSITY_W,
  SOLAR_MASS_KG,
  SOLAR_RADIUS_KM,
} from './constants.js';
import { assertFinite, formatFixed, formatNumber } from './number.js';

/**
 * A quantity as people read it (`text`, in the unit astronomers and players use) and as the
 * generator stores it (`si`: kg, km, W, years …; the web shows it in a tooltip). Inputs are always
 * the generator's units (docs/game-design.md lists each field's unit).
 */
export interface Quantity {
  text: string;
  si: string;
}

const withUnit = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;
/** The tooltip's value keeps six significant digits: it is there for the exact figure. */
const exact = (value: number, unit: string) => `${formatNumber(value, 6)} ${unit}`;

/** One unit throughout: the text is the stored value itself. */
function plain(value: number, unit: string, separator = ' '): Quantity {
  const text = `${formatNumber(value)}${separator}${unit}`;
  return { text, si: text };
}

/** `1 year`, `2.5 years`: the unit agrees with the number as printed. */
function counted(value: number, singular: string, plural: string, digits = 3): string {
  const number = formatNumber(value, digits);
  return `${number} ${number === '1' ? singular : plural}`;
}

/** Below the hydrogen-burning limit (~0.075 M☉) astronomers weigh brown dwarfs in Jupiter masses. */
const BROWN_DWARF_LIMIT = 0.075;

/** A star's mass: M☉, or M♃ for a brown dwarf. Input kg. */
export function starMass(kg: number): Quantity {
  const solar = kg / SOLAR_MASS_KG;
  const text =
    solar >= BROWN_DWARF_LIMIT || kg === 0
      ? withUnit(solar, 'M☉')
      : withUnit(kg / JUPITER_MASS_KG, 'M♃');
  return { text, si: exact(kg, 'kg') };
}

/**
 * From about 48 M⊕ a planet is a gas giant and weighed in Jupiters; ice giants (up to ~50 M⊕, like
 * Neptune's 17) and everything smaller in Earths.
 */
const JOVIAN_FROM = 0.15;

/** A planet's mass: M♃ for gas giants (from 0.15 M♃), M⊕ below. Input kg. */
export function planetMass(kg: number): Quantity {
  const jovian = kg / JUPITER_MASS_KG;
  const text = jovian >= JOVIAN_FROM ? withUnit(jovian, 'M♃') : withUnit(kg / EARTH_MASS_KG, 'M⊕');
  return { text, si: exact(kg, 'kg') };
}

/** A moon's mass in kg (the literature's habit; an Earth mass is far too large a yardstick). */
export const moonMass = (kg: number): Quantity => plain(kg, 'kg');

/** A star's radius: R☉, or km for compact remnants under 1,000 km (neutron stars, black holes). */
export function starRadius(km: number): Quantity {
  const text = Math.abs(km) < 1000 ? withUnit(km, 'km') : withUnit(km / SOLAR_RADIUS_KM, 'R☉');
  return { text, si: exact(km, 'km') };
}

/** A planet's radius in R⊕. Input km. */
export function planetRadius(km: number): Quantity {
  return { text: withUnit(km / EARTH_RADIUS_KM, 'R⊕'), si: exact(km, 'km') };
}

/** Lengths in km (moon radii, ring widths, Hill spheres); under a kilometre in metres. */
export function length(km: number): Quantity {
  const text = km !== 0 && Math.abs(km) < 1 ? withUnit(km * 1000, 'm') : withUnit(km, 'km');
  return { text, si: exact(km, 'km') };
}

/** Heights and depths stored in metres: km from 10 km up. */
export function height(m: number): Quantity {
  const text = Math.abs(m) >= 10_000 ? withUnit(m / 1000, 'km') : withUnit(m, 'm');
  return { text, si: exact(m, 'm') };
}

/** Luminosity in L☉. Input W. */
export function luminosity(watts: number): Quantity {
  return { text: withUnit(watts / SOLAR_LUMINOSITY_W, 'L☉'), si: exact(watts, 'W') };
}

/** Ages and lifespans: Gyr from a billion years, Myr from a million, else years. Input years. */
export function age(years: number): Quantity {
  assertFinite(years);
  const magnitude = Math.abs(years);
  const text =
    magnitude >= 1e9
      ? withUnit(years / 1e9, 'Gyr')
      : magnitude >= 1e6
        ? withUnit(years / 1e6, 'Myr')
        : counted(years, 'year', 'years');
  return { text, si: counted(years, 'year', 'years', 6) };
}

/** Orbital period (docs/spec.md §9): days, or years from 365 days. Input days. */
export function orbitalPeriod(days: number): Quantity {
  const text =
    Math.abs(days) >= DAYS_PER_YEAR
      ? counted(days / DAYS_PER_YEAR, 'year', 'years')
      : counted(days, 'day', 'days');
  return { text, si: counted(days, 'day', 'days', 6) };
}

/** Rotation period (docs/spec.md §9): hours, or days above 24 hours. Input hours. */
export function rotationPeriod(hours: number): Quantity {
  const text =
    Math.abs(hours) > 24 ? counted(hours / 24, 'day', 'days') : counted(hours, 'hour', 'hours');
  return { text, si: counted(hours, 'hour', 'hours', 6) };
}

/** Speeds: km/s from 1 km/s up (escape velocities), m/s below (winds). Input m/s. */
export function speed(ms: number): Quantity {
  const text = Math.abs(ms) >= 1000 ? withUnit(ms / 1000, 'km/s') : withUnit(ms, 'm/s');
  return { text, si: exact(ms, 'm/s') };
}

/** Distances between stars, rounded to whole light-years: `17,500 ly`. */
export function lightYears(ly: number): Quantity {
  const text = `${formatFixed(ly, 0)} ly`;
  return { text, si: text };
}

export const au = (value: number): Quantity => plain(value, 'AU');
export const temperature = (kelvin: number): Quantity => plain(kelvin, 'K');
export const gravity = (ms2: number): Quantity => plain(ms2, 'm/s²');
export const pressure = (bar: number): Quantity => plain(bar, 'bar');
export const density = (kgm3: number): Quantity => plain(kgm3, 'kg/m³');
export const magneticField = (gauss: number): Quantity => plain(gauss, 'G');
export const metallicity = (dex: number): Quantity => plain(dex, 'dex');
export const degrees = (deg: number): Quantity => plain(deg, '°', '');
/** Values already in percent (surface water, ice caps). */
export const percent = (pct: number): Quantity => plain(pct, '%', '');
/** 0–1 fractions shown as whole percent (activity levels, coverage). */
export function fraction(value: number): Quantity {
  const text = `${formatFixed(value * 100, 0)}%`;
  return { text, si: formatNumber(value) };
}
/** Habitability (docs/spec.md §9): a 0–1 score shown as points, score × 100. */
export function habitability(score: number): Quantity {
  const text = `${formatFixed(score * 100, 0)} pts`;
  return { text, si: `score ${formatNumber(score)}` };
}
