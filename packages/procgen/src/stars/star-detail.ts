import {
  density,
  escapeVelocity,
  SUN_LUMINOSITY,
  SUN_MASS,
  SUN_RADIUS,
  surfaceGravity,
} from '../core/physics.js';
import type { Rng } from '../core/rng.js';
import type { StarCore } from './stars.js';
import type { Star } from '../core/types.js';

/**
 * Solar photospheric mass fractions (Asplund et al. 2009): X = 0.7381, Y = 0.2485, Z = 0.0134,
 * and how the metals share Z. A star's metals scale as Z = 0.0134 × 10^[Fe/H].
 */
const SOLAR_Z = 0.0134;
const METAL_SHARE: readonly [string, number][] = [
  ['O', 0.43],
  ['C', 0.18],
  ['Ne', 0.1],
  ['Fe', 0.095],
  ['N', 0.052],
  ['Si', 0.05],
  ['Mg', 0.053],
  ['S', 0.038],
];

/** Percentages rounded to 3 decimals, the largest absorbing the rounding so they sum to 100. */
export function toPercent(parts: readonly [string, number][]): Record<string, number> {
  let total = 0;
  for (const [, v] of parts) total += v;
  const out: Record<string, number> = {};
  let sum = 0;
  let largest = '';
  let largestValue = -1;
  for (const [name, v] of parts) {
    const pct = Math.round((v / total) * 100_000) / 1000;
    out[name] = pct;
    sum += pct;
    if (pct > largestValue) {
      largest = name;
      largestValue = pct;
    }
  }
  out[largest] = Math.round((largestValue + 100 - sum) * 1000) / 1000;
  return out;
}

function abundances(core: StarCore): Record<string, number> {
  switch (core.type) {
    case 'black-hole':
      return {}; // nothing to measure behind an event horizon
    case 'neutron':
      return toPercent([
        ['Fe', 0.7],
        ['H', 0.2],
        ['He', 0.1],
      ]);
    case 'white-dwarf':
      // Gravity settles the heavy elements: hydrogen-topped (DA) or helium-topped (DB) atmospheres.
      return (core.atmosphere ? core.atmosphere === 'hydrogen' : core.temperature > 12_000)
        ? toPercent([
            ['H', 0.99],
            ['He', 0.01],
          ])
        : toPercent([
            ['He', 0.98],
            ['H', 0.01],
            ['C', 0.01],
          ]);
    default: {
      const z = SOLAR_Z * 10 ** core.metallicity;
      const y = 0.2485 + 1.5 * (z - SOLAR_Z); // helium enrichment ΔY/ΔZ ≈ 1.5
      const parts: [string, number][] = [
        ['H', 1 - y - z],
        ['He', y],
      ];
      for (const [name, share] of METAL_SHARE) parts.push([name, share * z]);
      return toPercent(parts);
    }
  }
}

/** Flares per day: young, cool, convective stars flare most (Davenport 2016; Günther et al. 2020). */
function flareFrequency(rng: Rng, core: StarCore): number {
  const youth = Math.min(10, Math.sqrt(1e9 / Math.max(core.age, 1e7)));
  switch (core.type) {
    case 'red-dwarf':
      return rng.logRange(0.1, 5) * youth;
    case 'brown-dwarf':
      return rng.logRange(0.01, 0.5);
    case 'main-sequence':
      return core.temperature < 7_000 ? rng.logRange(0.005, 0.5) * youth : rng.logRange(1e-4, 0.01);
    case 'red-giant':
      return rng.logRange(1e-4, 0.01);
    case 'blue-giant':
      return rng.logRange(1e-4, 0.005);
    case 'neutron':
      return rng.logRange(1e-3, 1); // magnetar-like bursts
    default:
      return 0;
  }
}

/** Surface field, gauss: the Sun ~1 G, M dwarfs up to kG, white dwarfs 10³–10⁹ G, neutron stars 10⁸–10¹⁵ G. */
function magneticField(rng: Rng, core: StarCore): number {
  switch (core.type) {
    case 'red-dwarf':
      return rng.logRange(100, 4_000);
    case 'brown-dwarf':
      return rng.logRange(100, 5_000);
    case 'main-sequence':
      return core.temperature < 7_000 ? rng.logRange(0.5, 50) : rng.logRange(1, 1_000);
    case 'red-giant':
      return rng.logRange(0.1, 10);
    case 'blue-giant':
      return rng.logRange(10, 5_000);
    case 'white-dwarf':
      return rng.logRange(1e3, 1e9);
    case 'neutron':
      return rng.logRange(1e8, 1e15);
    default:
      return 0; // a black hole has no field of its own ("no hair")
  }
}

export function starDetail(rng: Rng, core: StarCore, name: string, isPrimary: boolean): Star {
  const mass = core.mass * SUN_MASS;
  const radius = core.radius * SUN_RADIUS;
  return {
    name,
    type: core.type,
    spectralClass: core.spectralClass,
    surfaceTemperature: core.temperature,
    mass,
    radius,
    luminosity: core.luminosity * SUN_LUMINOSITY,
    age: core.age,
    remainingLifespan: core.remainingLifespan,
    metallicity: core.metallicity,
    solarFlareFrequency: flareFrequency(rng, core),
    magneticFieldStrength: magneticField(rng, core),
    isPrimary,
    elementAbundances: abundances(core),
    density: density(mass, radius),
    surfaceGravity: surfaceGravity(mass, radius),
    escapeVelocity: escapeVelocity(mass, radius),
    orbitalSeparation: core.separation,
  };
}
