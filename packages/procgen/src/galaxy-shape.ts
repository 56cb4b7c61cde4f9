import type { Rng } from './rng.js';

/**
 * Where a system sits: a barred spiral disk about 100,000 ly across. Four logarithmic arms
 * (pitch 12°) start at the ends of a 13,000 ly half-length bar; the disk is exponential (scale
 * length 11,000 ly) and thin (exponential scale height 300 ly, so ~1,000 ly thick), with a
 * thicker central bulge. The disk lies in the x/z plane; y is height.
 */
const DISK_RADIUS_LY = 50_000;
const BAR_HALF_LENGTH = 13_000;
const BAR_HALF_WIDTH = 2_500;
const BAR_ANGLE = (25 * Math.PI) / 180;
const PITCH = (12 * Math.PI) / 180;
const ARM_WIDTH = 1_400;
const DISK_SCALE_LENGTH = 11_000;
const DISK_SCALE_HEIGHT = 300;
const BULGE_SCALE = 2_200;
const CORE_RADIUS = 5_000;
/** How far out the "exotic" boost fades (e-folding length of the core factor). */
const CORE_SCALE = 10_000;

const ARM_NAMES = ['Orion', 'Perseus', 'Scutum', 'Carina'] as const;

/** Share of systems per structural component. */
const COMPONENTS = [0.14, 0.12, 0.6, 0.14]; // bulge, bar, arms, inter-arm disk

export interface Placement {
  x: number;
  y: number;
  z: number;
  /** distance from the galactic axis, ly */
  radius: number;
  /** exp(−r / 10,000 ly): 1 at the centre, the weight of "exotic" systems */
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

function armAngle(arm: number, radius: number): number {
  return BAR_ANGLE + (arm * Math.PI) / 2 + Math.log(radius / BAR_HALF_LENGTH) / Math.tan(PITCH);
}

export function place(rng: Rng): Placement {
  const component = rng.weighted(COMPONENTS);
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
    const u = rng.range(-BAR_HALF_LENGTH, BAR_HALF_LENGTH);
    const v = rng.normal(0, BAR_HALF_WIDTH / 2);
    x = u * Math.cos(BAR_ANGLE) - v * Math.sin(BAR_ANGLE);
    z = u * Math.sin(BAR_ANGLE) + v * Math.cos(BAR_ANGLE);
    y = laplace(rng, DISK_SCALE_HEIGHT * 1.5);
  } else {
    const r = truncatedExponential(rng, DISK_SCALE_LENGTH, BAR_HALF_LENGTH * 0.9, DISK_RADIUS_LY);
    const theta =
      component === 2
        ? armAngle(rng.int(0, 3), r) + rng.normal(0, ARM_WIDTH / r)
        : rng.range(0, 2 * Math.PI);
    x = r * Math.cos(theta);
    z = r * Math.sin(theta);
    y = laplace(rng, DISK_SCALE_HEIGHT);
  }
  const radius = Math.hypot(x, z);
  return { x, y, z, radius, coreFactor: Math.exp(-radius / CORE_SCALE), sector: sectorAt(x, z) };
}

/** The named region of a point: the core, the bar, or the nearest arm and a radial band. */
function sectorAt(x: number, z: number): string {
  const radius = Math.hypot(x, z);
  if (radius < CORE_RADIUS) return 'Galactic Core';
  const along = x * Math.cos(BAR_ANGLE) + z * Math.sin(BAR_ANGLE);
  const across = -x * Math.sin(BAR_ANGLE) + z * Math.cos(BAR_ANGLE);
  if (Math.abs(along) < BAR_HALF_LENGTH && Math.abs(across) < BAR_HALF_WIDTH) return 'Central Bar';
  const theta = Math.atan2(z, x);
  let nearest = 0;
  let best = Infinity;
  for (let arm = 0; arm < ARM_NAMES.length; arm++) {
    const delta = Math.abs(
      ((((theta - armAngle(arm, Math.max(radius, 1)) + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) %
        (2 * Math.PI)) -
        Math.PI,
    );
    if (delta < best) {
      best = delta;
      nearest = arm;
    }
  }
  const band = radius < 20_000 ? 'Inner' : radius < 35_000 ? 'Middle' : 'Outer';
  return `${ARM_NAMES[nearest]} ${band}`;
}
