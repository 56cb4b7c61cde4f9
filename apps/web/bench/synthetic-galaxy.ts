/** A deterministic, spiral-armed stand-in galaxy for the map bench (no server needed). */
import type { MapSystem } from '../src/api/types.js';

/** mulberry32: tiny seeded PRNG so every bench run draws the same galaxy. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLASSES = ['M', 'M', 'M', 'M', 'M', 'M', 'K', 'K', 'G', 'F', 'A', 'B', 'L', 'T', 'Q', 'X'];

export function syntheticGalaxy(count: number, seed = 42): MapSystem[] {
  const random = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const r = 50_000 * Math.sqrt(random()) * random();
    const arm = (i % 4) * (Math.PI / 2);
    const angle = arm + r / 12_000 + (random() - 0.5) * 0.9;
    const spectralClass = CLASSES[Math.floor(random() * CLASSES.length)]!;
    const discovered = random() < 0.1;
    return {
      hash: `bench${i}`,
      name: `Bench ${i}`,
      coordinates: {
        x: r * Math.cos(angle),
        y: (random() - 0.5) * 1_000,
        z: r * Math.sin(angle),
      },
      discovered,
      discoveredById: discovered ? 1 : null,
      firstStar: { spectralClass, type: 'main-sequence', sizeClass: 4 + Math.floor(random() * 7) },
    };
  });
}
