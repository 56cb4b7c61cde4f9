/**
 * Prints generated systems as JSON, for the cross-process determinism tests:
 * node --conditions=source --import tsx test/print-systems.ts <version> <seed> <size> <index>...
 * With PROFILE_JSON set, the galaxy is pinned to that generation profile.
 */
import { generateSystem, isGeneratorVersion, parseGenerationProfileJson } from '../src/index.js';

const [version, seed = '', size = '0', ...indices] = process.argv.slice(2);
const generatorVersion = Number(version);
if (!isGeneratorVersion(generatorVersion)) throw new Error(`Unknown generator version ${version}`);
const parsed = process.env.PROFILE_JSON
  ? parseGenerationProfileJson(process.env.PROFILE_JSON)
  : undefined;
if (parsed && !parsed.ok) throw new Error(parsed.problems.join('\n'));
const profile = parsed?.ok ? parsed.profile : undefined;
const galaxy = { seed, size: Number(size), generatorVersion, profile };
process.stdout.write(JSON.stringify(indices.map((i) => generateSystem(galaxy, Number(i)))));
