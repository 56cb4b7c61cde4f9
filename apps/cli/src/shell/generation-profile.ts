import { parseGenerationProfile, type GenerationProfile } from '@orrery/procgen';
import { CliError } from './cli-error.js';
import { readJsonFile } from './json-file.js';

/**
 * The generation profile in the file `--profile` names: only the keys it changes, the rest default.
 * Refused with one line per problem, each naming its key.
 */
export function readProfileFile(flag: string, path: string): GenerationProfile {
  const parsed = parseGenerationProfile(readJsonFile(flag, path));
  if (parsed.ok) return parsed.profile;
  const count = parsed.problems.length;
  throw new CliError(
    `${flag} ${path}: ${count} problem${count === 1 ? '' : 's'}; see \`orrery generation show\` for keys and bounds:`,
    1,
    parsed.problems,
  );
}
