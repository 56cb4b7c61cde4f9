/**
 * Prints generated systems as JSON, for the cross-process determinism test:
 * node --conditions=source --import tsx test/print-systems.ts <seed> <size> <index>...
 */
import { generateSystem } from '../src/index.js';

const [seed = '', size = '0', ...indices] = process.argv.slice(2);
const galaxy = { seed, size: Number(size) };
process.stdout.write(JSON.stringify(indices.map((i) => generateSystem(galaxy, Number(i)))));
