import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATOR_VERSION, GENERATOR_VERSIONS, systemSummary } from '@orrery/procgen';
import { GALAXY_SIZE, json, seededDatabase, withDb } from './fixtures.js';
import { runHere, runHereOk } from './in-process.js';
import { HAS_SCRIPT, runCli, runCliOnTerminal, runOk, tempDir } from './run-cli.js';

const dir = tempDir();

describe('seed', () => {
  it('is deterministic: two databases with the same seed give the same stats', async () => {
    // One seeded by the binary, one by the same command in this process (as fixtures seed).
    const a = join(dir, 'a.db');
    const b = join(dir, 'b.db');
    runOk(['seed', '--seed', 'test-galaxy', '--size', String(GALAXY_SIZE), '--db', a]);
    await runHereOk(['seed', '--seed', 'test-galaxy', '--size', String(GALAXY_SIZE), '--db', b]);
    const statsA = runOk(['stats', '--json', '--db', a]).stdout;
    const statsB = (await runHereOk(['stats', '--json', '--db', b])).stdout;
    expect(statsA).toBe(statsB);
    const stats = json<{ systems: number; discovered: number; rarity: Record<string, number> }>(
      statsA,
    );
    expect(stats.systems).toBe(GALAXY_SIZE);
    expect(stats.discovered).toBe(0);
    expect(Object.values(stats.rarity).reduce((x, y) => x + y, 0)).toBe(GALAXY_SIZE);
  });

  it('refuses a database that holds a galaxy unless --force, and then replaces it', async () => {
    const path = await seededDatabase(dir, 'refuse.db', 'first', 300);
    const refused = runCli(['seed', '--seed', 'second', '--size', '300', '--db', path]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^orrery: .*already holds a galaxy; pass --force/);
    expect(
      json<{ galaxy: { seed: string } }>(
        (await runHereOk(['stats', '--json', '--db', path])).stdout,
      ),
    ).toMatchObject({ galaxy: { seed: 'first' } });

    await runHereOk(['seed', '--seed', 'second', '--size', '300', '--force', '--db', path]);
    const replaced = json<{ galaxy: { seed: string }; systems: number }>(
      (await runHereOk(['stats', '--json', '--db', path])).stdout,
    );
    expect(replaced).toMatchObject({ galaxy: { seed: 'second' }, systems: 300 });
  });

  it('names the command that finishes an interrupted seed, and that command finishes it', async () => {
    const path = await seededDatabase(dir, 'partial.db', 'half way', 300);
    // What a killed seed leaves behind: a galaxy row still marked as seeding.
    await withDb(path, (db) => db.updateTable('galaxies').set({ status: 'seeding' }).execute());
    const finish = `\`orrery seed --seed 'half way' --size 300 --generator-version ${GENERATOR_VERSION}\``;
    expect(await runHere(['stats', '--db', path])).toMatchObject({
      status: 1,
      stderr: `orrery: The galaxy is only partly seeded; finish it with ${finish}.\n`,
    });
    expect(await runHere(['seed', '--seed', 'other', '--size', '300', '--db', path])).toMatchObject(
      {
        status: 1,
        stderr: `orrery: ${path} holds a partly seeded galaxy; finish it with ${finish}, or pass --force to replace it.\n`,
      },
    );
    await runHereOk(['seed', '--seed', 'half way', '--size', '300', '--db', path]);
    expect(json((await runHereOk(['stats', '--json', '--db', path])).stdout)).toMatchObject({
      galaxy: { seed: 'half way', size: 300 },
      systems: 300,
    });
  });

  it.each([
    [['--seed', 'x', '--size', '0'], "option '--size <n>' argument '0' is invalid"],
    [['--seed', 'x', '--size', 'ten'], "option '--size <n>' argument 'ten' is invalid"],
    [['--seed', 'x', '--size', '2000001'], 'expected a whole number from 1 to 1,000,000'],
    [['--seed', '   ', '--size', '10'], "argument '   ' is invalid. a seed must not be empty."],
    [['--seed', 'x'.repeat(65), '--size', '10'], 'expected 1 to 64 printable ASCII characters'],
    [['--size', '10'], "required option '--seed <s>' not specified"],
    [['--seed', 'x', '--generator-version', '0'], `expected ${GENERATOR_VERSIONS.join(' or ')}`],
    [['--seed', 'x', '--generator-version', 'v1'], `expected ${GENERATOR_VERSIONS.join(' or ')}`],
  ])('validates its arguments (%j) and creates nothing', async (args, message) => {
    const path = join(dir, 'never.db');
    const { status, stdout, stderr } = await runHere(['seed', ...args, '--db', path]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(path)).toBe(false);
  });

  it('trims the spaces around a seed, as the server trims GALAXY_SEED', async () => {
    const path = join(dir, 'padded.db');
    const { stdout } = await runHereOk([
      'seed',
      '--seed',
      ' padded ',
      '--size',
      '10',
      '--db',
      path,
    ]);
    expect(stdout).toMatch(/^Seeded galaxy "padded" /);
    expect(json((await runHereOk(['stats', '--json', '--db', path])).stdout)).toMatchObject({
      galaxy: { seed: 'padded', size: 10 },
    });
  });

  it.each(GENERATOR_VERSIONS)(
    'seeds a galaxy that keeps generator version %i, shown by stats and inspect',
    async (generatorVersion) => {
      const path = join(dir, `version-${generatorVersion}.db`);
      await runHereOk([
        'seed',
        '--seed',
        'versions',
        '--size',
        '200',
        '--generator-version',
        String(generatorVersion),
        '--db',
        path,
      ]);
      const stats = json<{ galaxy: { generatorVersion: number } }>(
        (await runHereOk(['stats', '--json', '--db', path])).stdout,
      );
      expect(stats.galaxy.generatorVersion).toBe(generatorVersion);
      // The stored system is the one this version generates, and inspect regenerates the same.
      const expected = systemSummary({ seed: 'versions', size: 200, generatorVersion }, 7);
      const served = json<{ hash: string; rarityScore: number; starCount: number }>(
        (await runHereOk(['inspect', '7', '--json', '--db', path])).stdout,
      );
      expect(served).toMatchObject({
        hash: expected.hash,
        rarityScore: expected.rarityScore,
        starCount: expected.starCount,
      });
      expect((await runHereOk(['inspect', '7', '--db', path])).stdout).toContain(
        `generator v${generatorVersion}`,
      );
    },
  );

  it('reports progress on stderr and the outcome on stdout, plain when piped', () => {
    const path = join(dir, 'progress.db');
    const { stdout, stderr } = runOk(['seed', '--seed', 'p', '--size', '400', '--db', path]);
    expect(stdout).toMatch(
      new RegExp(
        `^Seeded galaxy "p" \\(generator v${GENERATOR_VERSION}\\): 400 systems in \\S+\\.\n$`,
      ),
    );
    expect(stderr).toMatch(/Seeding \[█+\] 100% 400\/400 · [\d,]+ systems\/s · done/);
    expect(stderr + stdout).not.toContain('\x1b[');
  });
});

describe('stats', () => {
  // The galaxy these tests read, seeded here rather than left behind by another test.
  let path: string;
  beforeAll(async () => {
    path = await seededDatabase(dir, 'stats.db', 'bars', 500);
  });

  it('draws the distributions as plain bars with percentages when piped', async () => {
    const { stdout } = await runHereOk(['stats', '--db', path]);
    expect(stdout).toContain('500 systems · 0 discovered (0.0%)');
    for (const title of ['Rarity', 'Card types', 'Star types', 'Planet types']) {
      expect(stdout).toMatch(new RegExp(`^${title}$`, 'm'));
    }
    expect(stdout).toMatch(/^COMMON +█* +[\d,]+ +\d+\.\d%$/m);
    expect(stdout).not.toContain('\x1b[');
  });

  it.skipIf(!HAS_SCRIPT)('is coloured on a terminal, and plain there when CI is set', () => {
    const pretty = runCliOnTerminal(['stats', '--db', path], '');
    expect(pretty.status).toBe(0);
    expect(pretty.stdout).toContain('\x1b[1mRarity\x1b[22m');
    const ci = runCliOnTerminal(['stats', '--db', path], '', { CI: 'true' });
    expect(ci.stdout).toContain('Rarity');
    expect(ci.stdout).not.toContain('\x1b[');
  });

  it('prints only JSON with --json, with the fields scripts rely on', async () => {
    const { stdout } = await runHereOk(['stats', '--json', '--db', path]);
    const stats = json(stdout);
    for (const key of [
      'systems',
      'discovered',
      'rarity',
      'starTypes',
      'planetTypes',
      'cardTypes',
    ]) {
      expect(stats).toHaveProperty(key);
    }
    expect(Object.keys(stats.rarity as object)).toEqual([
      'COMMON',
      'UNCOMMON',
      'RARE',
      'EPIC',
      'LEGENDARY',
    ]);
  });
});
