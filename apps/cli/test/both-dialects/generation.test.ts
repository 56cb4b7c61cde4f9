import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGameConfig } from '@orrery/api/game/core';
import { testDialect } from '@orrery/db/testing';
import {
  DEFAULT_GENERATION_PROFILE,
  fitRarityToGalaxy,
  defaultRarityConfig,
  PARAMETERS,
  parseGenerationProfile,
  profileDigest,
  systemSummary,
  type GenerationProfile,
} from '@orrery/procgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../fixtures.js';
import { runHere, runHereOk } from '../in-process.js';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

// Generation profiles through the built binary: SQLite under cli, PostgreSQL under cli-pg.
const dir = tempDir();
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];

/** Far more M dwarfs and companions than the default, two arms. */
const MORE_M = {
  mainSequenceClasses: { M: 95, K: 3, G: 1.3, F: 0.6, A: 0.07, B: 0.03, O: 0 },
  multiplicity: { base: 0.8 },
  galaxy: { arms: 2 },
};
let profilePath: string;
let profile: GenerationProfile;
const SIZE = 1_500;

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  profilePath = join(dir, 'more-m.json');
  writeFileSync(profilePath, JSON.stringify(MORE_M));
  const parsed = parseGenerationProfile(MORE_M);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  profile = parsed.profile;
  await runHereOk(
    on('seed', '--seed', 'profiled', '--size', String(SIZE), '--profile', profilePath),
  );
});

describe(`generation profiles on ${testDialect}`, () => {
  it('stores the profile with the galaxy and shows its digest in stats', async () => {
    const stats = json<{ galaxy: { profileDigest: string; defaultProfile: boolean } }>(
      (await runHereOk(on('stats', '--json'))).stdout,
    );
    expect(stats.galaxy).toMatchObject({
      profileDigest: profileDigest(profile),
      defaultProfile: false,
    });
    expect((await runHereOk(on('stats'))).stdout).toContain(
      `generator v2 · profile ${profileDigest(profile).slice(0, 12)}\n`,
    );
    const row = await database.db
      .selectFrom('galaxies')
      .select('generation_profile')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.generation_profile as string)).toEqual(profile);
  });

  it("stores the profile's systems, and inspect regenerates them", async () => {
    const galaxy = { seed: 'profiled', size: SIZE, generatorVersion: 2 as const };
    const rows = await database.db
      .selectFrom('systems')
      .select(['id', 'hash', 'first_star_class', 'star_count', 'rarity_score'])
      .where('id', '<', 200)
      .orderBy('id')
      .execute();
    let differs = 0;
    for (const row of rows) {
      const mine = systemSummary({ ...galaxy, profile }, row.id);
      expect([row.first_star_class, row.star_count, row.rarity_score]).toEqual([
        mine.firstStarClass,
        mine.starCount,
        mine.rarityScore,
      ]);
      if (systemSummary(galaxy, row.id).rarityScore !== mine.rarityScore) differs += 1;
    }
    expect(differs).toBeGreaterThan(20);
    const inspected = json<{
      hash: string;
      firstStarClass?: string;
      stars: { spectralClass: string }[];
    }>((await runHereOk(on('inspect', '3', '--json'))).stdout);
    expect(inspected.hash).toBe(rows[3]?.hash);
    expect(inspected.stars[0]?.spectralClass).toBe(rows[3]?.first_star_class);
  });

  it("refits the rarity thresholds to the profile's own scores", async () => {
    const config = await loadGameConfig(database.db);
    const galaxy = { seed: 'profiled', size: SIZE, generatorVersion: 2 as const, profile };
    expect(config.rarity).toEqual(fitRarityToGalaxy(galaxy, defaultRarityConfig(2)));
    expect(config.rarity.thresholds).not.toEqual(defaultRarityConfig(2).thresholds);
  });

  it('previews a profile beside the galaxy, with a progress line', async () => {
    const defaults = join(dir, 'defaults.json');
    writeFileSync(defaults, '{}');
    const result = runOk(
      on('generation', 'preview', '--profile', defaults, '--sample', '2000', '--json'),
    );
    const preview = json<{
      sample: number;
      digests: { current: string; profile: string };
      current: { starClasses: Record<string, number>; multiplicity: Record<string, number> };
      profile: { starClasses: Record<string, number>; multiplicity: Record<string, number> };
    }>(result.stdout);
    expect(preview.sample).toBe(2000);
    expect(preview.digests).toEqual({
      current: profileDigest(profile),
      profile: profileDigest(DEFAULT_GENERATION_PROFILE),
    });
    // The galaxy's current profile has more M dwarfs and more multiples than the default one.
    expect(preview.current.starClasses.M).toBeGreaterThan(
      (preview.profile.starClasses.M ?? 0) + 10,
    );
    expect(preview.current.multiplicity.single).toBeLessThan(
      (preview.profile.multiplicity.single ?? 0) - 10,
    );
    expect(result.stderr).toMatch(/Previewing .*4,000\/4,000/);
    const text = (
      await runHereOk(on('generation', 'preview', '--profile', defaults, '--sample', '500'))
    ).stdout;
    expect(text).toMatch(/^Primary star class +current +profile +Δ points$/m);
    expect(text).toMatch(/^Multiplicity +current +profile/m);
    expect(text).toMatch(/^Rarity tier/m);
    expect(text).toMatch(/^Habitable share: /m);
  });

  it('refuses a bad profile one line per problem, and changes nothing', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ multiplicity: { base: 2, colour: 1 }, starKinds: { neutron: 0.2 } }),
    );
    const result = runCli(
      on('seed', '--seed', 'other', '--size', '10', '--force', '--profile', bad),
    );
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      `orrery: --profile ${bad}: 3 problems; see \`orrery generation show\` for keys and bounds:`,
      '  multiplicity.base: must be a number from 0 to 1',
      '  multiplicity.colour: unknown key',
      '  starKinds: weights sum to 1.1935, not 1 (±0.01)',
    ]);
    const row = await database.db.selectFrom('galaxies').select('seed').executeTakeFirstOrThrow();
    expect(row.seed).toBe('profiled');
    expect((await runHere(on('generation', 'preview', '--profile', bad))).status).toBe(1);
  });

  it('lists every parameter with its default, bounds and source', async () => {
    const shown = json<{ parameters: { key: string; default: number; source: string }[] }>(
      (await runHereOk(['generation', 'show', '--json'])).stdout,
    );
    expect(shown.parameters.map((p) => p.key)).toEqual(PARAMETERS.map((p) => p.key));
    expect(shown.parameters.every((p) => p.source.length > 0)).toBe(true);
    const text = (await runHereOk(['generation', 'show'])).stdout;
    expect(text).toMatch(/^ {2}galaxy\.arms +4 +2–4 arms +spiral arms/m);
    expect(text).toContain(`Default profile digest ${profileDigest(DEFAULT_GENERATION_PROFILE)}`);
  });
});
