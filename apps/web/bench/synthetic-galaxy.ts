/** A deterministic, spiral-armed stand-in galaxy for the map bench (no server needed). */
// Bench code, never bundled: the generator's own seeded PRNG draws the same galaxy on every run.
/* eslint-disable-next-line @typescript-eslint/no-restricted-imports */
import { seededRandom } from '@orrery/procgen';
import type { MapSystem, SpectralClass } from '../src/api/types.js';

// prettier-ignore
const CLASSES: SpectralClass[] = ['M', 'M', 'M', 'M', 'M', 'M', 'K', 'K', 'G', 'F', 'A', 'B', 'L', 'T', 'Q', 'X'];

export function syntheticGalaxy(count: number, seed = 42): MapSystem[] {
  const random = seededRandom(seed);
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
