/**
 * Prints generated systems as JSON, for the cross-process determinism test:
 * node --conditions=source --import tsx test/print-systems.ts <version> <seed> <size> <index>...
 */
import { generateSystem, isGeneratorVersion } from '../src/index.js';

const [version, seed = '', size = '0', ...indices] = process.argv.slice(2);
const generatorVersion = Number(version);
if (!isGeneratorVersion(generatorVersion)) throw new Error(`Unknown generator version ${version}`);
const galaxy = { seed, size: Number(size), generatorVersion };
process.stdout.write(JSON.stringify(indices.map((i) => generateSystem(galaxy, Number(i)))));
