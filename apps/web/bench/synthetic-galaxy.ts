/** A deterministic, spiral-armed stand-in galaxy for the map bench (no server needed). */
// Bench code, never bundled: the generator's own seeded PRNG draws the same galaxy on every run.
/* eslint-disable-next-line @typescript-eslint/no-restricted-imports */
import { seededRandom } from '@orrery/procgen';
import { classIndexOf, decodeMap, encodeMap } from '@orrery/api/map-format';
import { GalaxyPoints } from '../src/pages/map/data/map-buffers.js';

// prettier-ignore
const CLASSES = ['M', 'M', 'M', 'M', 'M', 'M', 'K', 'K', 'G', 'F', 'A', 'B', 'L', 'T', 'Q', 'X'];

/**
 * `count` systems through the real static map encoding (encoded, decoded block by block into the
 * points the map draws), a tenth of them discovered by player 1.
 */
export function syntheticGalaxy(count: number, seed = 42): GalaxyPoints {
  const random = seededRandom(seed);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const z = new Float64Array(count);
  const classIndex = new Uint8Array(count);
  const sizeClass = new Uint8Array(count);
  const discovered: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const r = 50_000 * Math.sqrt(random()) * random();
    const arm = (i % 4) * (Math.PI / 2);
    const angle = arm + r / 12_000 + (random() - 0.5) * 0.9;
    x[i] = r * Math.cos(angle);
    y[i] = (random() - 0.5) * 1_000;
    z[i] = r * Math.sin(angle);
    classIndex[i] = classIndexOf(CLASSES[Math.floor(random() * CLASSES.length)]!);
    sizeClass[i] = 4 + Math.floor(random() * 7);
    if (random() < 0.1) discovered.push([i, 1]);
  }
  const { header, blocks } = decodeMap(encodeMap({ count, x, y, z, classIndex, sizeClass }));
  const points = new GalaxyPoints(header);
  for (const block of blocks) points.addBlock(block);
  points.applyDiscoveries({ galaxy: 'bench', revision: 1, since: null, discovered, released: [] });
  return points;
}
