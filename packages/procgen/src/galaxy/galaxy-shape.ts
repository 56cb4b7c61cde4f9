import type { ShapeTables } from '../profile/tables.js';
import type { Rng } from '../core/rng.js';

/**
 * Where a system sits: a barred spiral disk about 100,000 ly across. Four logarithmic arms
 * (pitch 12°) start at the ends of a 13,000 ly half-length bar; the disk is exponential (scale
 * length 11,000 ly) and thin (exponential scale height 300 ly, so ~1,000 ly thick), with a
 * thicker central bulge. The disk lies in the x/z plane; y is height. Those are the default
 * profile's numbers: arms, pitch, bar, scales and the components' shares come from the galaxy's
 * generation profile (profile/parameters.ts).
 */
const DISK_RADIUS_LY = 50_000;
const BAR_HALF_WIDTH = 2_500;
const ARM_WIDTH = 1_400;
const BULGE_SCALE = 2_200;
const CORE_RADIUS = 5_000;

const ARM_NAMES = ['Orion', 'Perseus', 'Scutum', 'Carina'] as const;

export interface Placement {
  x: number;
  y: number;
  z: number;
  /** distance from the galactic axis, ly */
  radius: number;
  /** exp(−r / core scale, 10,000 ly by default): 1 at the centre, the weight of "exotic" systems */
  coreFactor: number;
  sector: string;
}

/** Exponential draw with the given scale, truncated to [lo, hi]. */
function truncatedExponential(rng: Rng, scale: number, lo: number, hi: number): number {
  const a = Math.exp(-lo / scale);
  const b = Math.exp(-hi / scale);
  return -scale * Math.log(a - rng.float() * (a - b));
}

/** Laplace (two-sided exponential) draw: the vertical profile of a thin disk. */
function laplace(rng: Rng, scale: number): number {
  const u = rng.float() - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}

/** (arm · 2π) / 4 is bit for bit (arm · π) / 2: scaling by powers of two is exact. */
function armAngle(arm: number, radius: number, shape: ShapeTables): number {
  return (
    shape.barAngle +
    (arm * 2 * Math.PI) / shape.arms +
    Math.log(radius / shape.barHalfLength) / shape.tanPitch
  );
}

/**
 * A system's place. `spread` (1 unless the galaxy grows past its base, galaxy-growth.ts) widens
 * the disk and its arms: their scale length and outer edge, so later systems reach the rim.
 */
export function place(rng: Rng, shape: ShapeTables, spread = 1): Placement {
  const { barAngle, barHalfLength } = shape;
  const component = rng.weighted(shape.components);
  let x: number;
  let z: number;
  let y: number;
  if (component === 0) {
    const r = truncatedExponential(rng, BULGE_SCALE, 0, 15_000);
    const theta = rng.range(0, 2 * Math.PI);
    x = r * Math.cos(theta);
    z = r * Math.sin(theta);
    y = laplace(rng, BULGE_SCALE / 3);
  } else if (component === 1) {
    const u = rng.range(-barHalfLength, barHalfLength);
    const v = rng.normal(0, BAR_HALF_WIDTH / 2);
    x = u * Math.cos(barAngle) - v * Math.sin(barAngle);
    z = u * Math.sin(barAngle) + v * Math.cos(barAngle);
    y = laplace(rng, shape.scaleHeight * 1.5);
  } else {
    const r = truncatedExponential(
      rng,
      shape.scaleLength * spread,
      barHalfLength * 0.9,
      DISK_RADIUS_LY * spread,
    );
    const theta =
      component === 2
        ? armAngle(rng.int(0, shape.arms - 1), r, shape) + rng.normal(0, ARM_WIDTH / r)
        : rng.range(0, 2 * Math.PI);
    x = r * Math.cos(theta);
    z = r * Math.sin(theta);
    y = laplace(rng, shape.scaleHeight);
  }
  const radius = Math.hypot(x, z);
  return {
    x,
    y,
    z,
    radius,
    coreFactor: Math.exp(-radius / shape.coreScale),
    sector: sectorAt(x, z, shape, spread > 1),
  };
}

/** The named region of a point: the core, the bar, or the nearest arm and a radial band. */
function sectorAt(x: number, z: number, shape: ShapeTables, grown: boolean): string {
  const { barAngle, barHalfLength } = shape;
  const radius = Math.hypot(x, z);
  if (radius < CORE_RADIUS) return 'Galactic Core';
  const along = x * Math.cos(barAngle) + z * Math.sin(barAngle);
  const across = -x * Math.sin(barAngle) + z * Math.cos(barAngle);
  if (Math.abs(along) < barHalfLength && Math.abs(across) < BAR_HALF_WIDTH) return 'Central Bar';
  const theta = Math.atan2(z, x);
  let nearest = 0;
  let best = Infinity;
  for (let arm = 0; arm < shape.arms; arm++) {
    const delta = Math.abs(
      ((((theta - armAngle(arm, Math.max(radius, 1), shape) + Math.PI) % (2 * Math.PI)) +
        2 * Math.PI) %
        (2 * Math.PI)) -
        Math.PI,
    );
    if (delta < best) {
      best = delta;
      nearest = arm;
    }
  }
  // Past the first galaxy's edge only grown systems go: their band is the rim.
  if (grown && radius > DISK_RADIUS_LY) return `${ARM_NAMES[nearest]} Rim`;
  const band = radius < 20_000 ? 'Inner' : radius < 35_000 ? 'Middle' : 'Outer';
  return `${ARM_NAMES[nearest]} ${band}`;
}
