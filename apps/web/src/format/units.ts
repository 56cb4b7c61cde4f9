import { formatNumber } from './number.js';

/** Spec 9 units. Inputs follow the generator's units (design.md): kg, km, days, hours, K. */

const DAYS_PER_YEAR = 365;
const HOURS_PER_DAY = 24;

export const formatMass = (kg: number): string => `${formatNumber(kg)} kg`;

/** Lengths arrive in km; under 1 km they read better in metres. */
export function formatLength(km: number): string {
  return Math.abs(km) < 1 ? `${formatNumber(km * 1000)} m` : `${formatNumber(km)} km`;
}

/** Orbital period: days, or years from 365 days up. */
export function formatOrbitalPeriod(days: number): string {
  return days >= DAYS_PER_YEAR
    ? `${formatNumber(days / DAYS_PER_YEAR)} years`
    : `${formatNumber(days)} days`;
}

/** Rotation period: hours, or days above 24 hours. */
export function formatRotationPeriod(hours: number): string {
  return hours > HOURS_PER_DAY
    ? `${formatNumber(hours / HOURS_PER_DAY)} days`
    : `${formatNumber(hours)} hours`;
}

/** Habitability is a 0..1 score shown as points (score × 100). */
export const formatHabitability = (score: number): string => `${Math.round(score * 100)} pts`;

export const formatTemperature = (kelvin: number): string => `${formatNumber(kelvin)} K`;
export const formatGravity = (ms2: number): string => `${formatNumber(ms2)} m/s²`;
export const formatSpeed = (ms: number): string => `${formatNumber(ms)} m/s`;
export const formatPressure = (bar: number): string => `${formatNumber(bar)} bar`;
export const formatDensity = (kgm3: number): string => `${formatNumber(kgm3)} kg/m³`;
export const formatAu = (au: number): string => `${formatNumber(au)} AU`;
export const formatDegrees = (deg: number): string => `${formatNumber(deg)}°`;
export const formatPercent = (pct: number): string => `${formatNumber(pct)}%`;
/** 0..1 fractions as percent. */
export const formatFraction = (fraction: number): string => `${Math.round(fraction * 100)}%`;
export const formatYears = (years: number): string => `${formatNumber(years)} years`;
export const formatLuminosity = (watts: number): string => `${formatNumber(watts)} W`;
export const formatGauss = (gauss: number): string => `${formatNumber(gauss)} G`;
export const formatLightYears = (ly: number): string =>
  `${Math.round(ly).toLocaleString('en-US')} ly`;
