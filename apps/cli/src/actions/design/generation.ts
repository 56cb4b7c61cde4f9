import { loadGameConfig } from '@orrery/api/game/core';
import { galaxyParamsOf } from '@orrery/api/game/core';
import {
  DEFAULT_GENERATION_PROFILE,
  PARAMETERS,
  profileDigest,
  WEIGHT_GROUPS,
} from '@orrery/procgen';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import { readProfileFile } from '../../shell/generation-profile.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import { startProgress } from '../../shell/progress.js';
import { previewLines } from '../../views/generation-preview-text.js';
import { previewProfile } from '../../services/generation-preview.js';

/** `orrery generation show`: the parameter table. */
export function generationShow({ io }: CliContext, options: { json?: boolean }): void {
  if (options.json) {
    printJson(io, {
      parameters: PARAMETERS,
      weightGroups: WEIGHT_GROUPS,
      defaultDigest: profileDigest(DEFAULT_GENERATION_PROFILE),
    });
    return;
  }
  const keyWidth = Math.max(...PARAMETERS.map((p) => p.key.length));
  const defaults = PARAMETERS.map((p) => String(p.default));
  const valueWidth = Math.max(...defaults.map((d) => d.length));
  const bounds = PARAMETERS.map((p) => `${p.min}–${p.max} ${p.unit}`);
  const boundsWidth = Math.max(...bounds.map((b) => b.length));
  let group = '';
  PARAMETERS.forEach((p, i) => {
    const top = p.key.split('.')[0] as string;
    if (top !== group) {
      group = top;
      const sum = WEIGHT_GROUPS.find((g) => p.key.startsWith(`${g.key}.`));
      printLine(io, i === 0 ? top : `\n${top}`);
      if (sum) printLine(io, `  (weights: sum to ${sum.total} ± ${sum.tolerance})`);
    }
    printLine(
      io,
      `  ${p.key.padEnd(keyWidth)}  ${(defaults[i] as string).padStart(valueWidth)}  ${(bounds[i] as string).padEnd(boundsWidth)}  ${p.meaning}`,
    );
    printLine(io, `  ${''.padEnd(keyWidth + valueWidth + boundsWidth + 4)}  source: ${p.source}`);
  });
  printLine(io, `\nDefault profile digest ${profileDigest(DEFAULT_GENERATION_PROFILE)}`);
}

/** `orrery generation preview`: the profile's distributions beside the galaxy's. */
export async function generationPreview(
  { io }: CliContext,
  options: DatabaseOptions & { profile: string; sample: number; json?: boolean },
): Promise<void> {
  const profile = readProfileFile('--profile', options.profile);
  const { galaxy, rarity } = await withDatabase(options.database, async (db) => ({
    galaxy: galaxyParamsOf(await requireGalaxy(db)),
    rarity: (await loadGameConfig(db)).rarity,
  }));
  const progress = await startProgress(io, 'Previewing', 2 * options.sample, 'systems');
  const preview = previewProfile(galaxy, { ...galaxy, profile }, rarity, options.sample, (done) =>
    progress.update(done),
  );
  progress.finish();
  const digests = {
    current: profileDigest(galaxy.profile ?? DEFAULT_GENERATION_PROFILE),
    profile: profileDigest(profile),
  };
  if (options.json) {
    printJson(io, {
      seed: galaxy.seed,
      generatorVersion: galaxy.generatorVersion,
      digests,
      ...preview,
    });
    return;
  }
  for (const line of previewLines(galaxy, digests, preview)) printLine(io, line);
}
