import { spawn } from 'node:child_process';
import { seedGalaxy } from '@orrery/api/game/operations';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import type { Db } from '@orrery/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../fixtures.js';
import { BINARY } from '../paths.js';
import { runCli, runOk } from '../run-cli.js';
import { runHere, runHereOk } from '../in-process.js';
import { cliDatabase } from './cli-database.js';

// `orrery grow` through the built binary on the project's database (SQLite under cli,
// PostgreSQL under cli-pg): what an operator types, and a kill in the middle.
let database: Awaited<ReturnType<typeof cliDatabase>>;
let fresh: TestDatabase;
const on = (...args: string[]) => [...args, ...database.args];
const systemsOf = (db: Db) => db.selectFrom('systems').selectAll().orderBy('id').execute();
const stateOf = async () => ({
  galaxy: await database.db.selectFrom('galaxies').selectAll().execute(),
  growths: await database.db.selectFrom('galaxy_growths').selectAll().execute(),
});

/** Runs `orrery grow …` and SIGKILLs it once it has reported progress. */
function growKilled(args: string[]): Promise<string> {
  const { DATABASE_PATH: _p, DATABASE_URL: _u, FORCE_COLOR: _c, ...env } = process.env;
  const child = spawn(process.execPath, [BINARY, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    if (stderr.includes('Growing')) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(stderr));
  });
}

afterAll(async () => {
  await database?.cleanup();
  await fresh?.cleanup();
});
beforeAll(async () => {
  database = await cliDatabase();
  fresh = await createTestDatabase();
  await runHereOk(on('seed', '--seed', 'grown', '--size', '300', '--generator-version', '3'));
  await seedGalaxy(fresh.db, { seed: 'grown', size: 24_000, generatorVersion: 3 }, NOW);
});

describe(`orrery grow on ${testDialect}`, () => {
  it('refuses bad growths with one line, changing nothing', async () => {
    const before = await stateOf();
    const refused = [
      [on('grow', '--to', '200'), 'The galaxy has 300 systems; grow it to more, not 200.'],
      [on('grow', '--to', '2000000000'), 'A v3 galaxy holds at most 1,090,519,040 systems'],
      [on('grow'), 'Say how far to grow: --to <size> or --by <n>.'],
    ] as const;
    // The binary's exit code for the first; the rest in this process.
    for (const [i, [args, line]] of refused.entries()) {
      const result = i === 0 ? runCli([...args]) : await runHere([...args]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(line);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await stateOf()).toEqual(before);
  });

  it('grows by a number of systems, exactly as a fresh seed of the bigger size', async () => {
    const result = await runHereOk(on('grow', '--by', '700'));
    expect(result.stdout).toMatch(/^Grew the galaxy from 300 to 1,000 systems in .+\.\n$/);
    const grown = await systemsOf(database.db);
    expect(grown).toEqual((await systemsOf(fresh.db)).slice(0, 1_000));
  });

  it('resumes a growth killed midway to the same systems', async () => {
    await growKilled(on('grow', '--to', '24000'));
    const left = await stateOf();
    expect(left.galaxy[0]?.size).toBeLessThan(24_000);
    expect(left.growths.find((g) => g.state === 'running')?.to_size).toBe(24_000);
    const other = runCli(on('grow', '--to', '30000'));
    expect(other.stderr.trim()).toBe(
      'orrery: A growth to 24,000 systems is already under way; resume it with `orrery grow --to 24000`.',
    );
    const result = runOk(on('grow', '--to', '24000'));
    expect(result.stdout).toMatch(/from 1,000 to 24,000 systems in .+ \(resumed at [\d,]+\)\.\n$/);
    expect(await systemsOf(database.db)).toEqual(await systemsOf(fresh.db));
  });

  it('refuses a galaxy whose generator version cannot grow', async () => {
    await runHereOk(
      on('seed', '--seed', 'old', '--size', '50', '--generator-version', '2', '--force'),
    );
    const result = await runHere(on('grow', '--by', '10'));
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      "orrery: The galaxy's generator v2 cannot grow in place (its systems would change); only v3 galaxies grow.",
    );
  });
});
