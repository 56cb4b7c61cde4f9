import { createHash } from 'node:crypto';
import { seedGalaxy } from '@orrery/api/game/operations';
import { type Db } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import { GalaxyExistsError } from '@orrery/db/seed';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import { afterEach, expect, it } from 'vitest';
import { seedInWorker } from './seed-in-worker.js';

const GALAXY = { seed: 'worker-seed', size: 1_500 };
const NOW = new Date('2026-11-26T08:00:00.000Z');
const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.cleanup()));
});

async function fresh(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

/** A digest of every stored system row, in id order, and the galaxy row's own fields. */
async function digestOf(db: Db): Promise<{ systems: string; count: number }> {
  const rows = await db.selectFrom('systems').selectAll().orderBy('id').execute();
  const hash = createHash('sha256');
  for (const row of rows) hash.update(JSON.stringify(row));
  return { systems: hash.digest('hex'), count: rows.length };
}

it('a galaxy seeded on worker threads (generated on one, inserted on another) holds exactly the rows seeded in process', async () => {
  const [inProcess, onWorker] = await Promise.all([fresh(), fresh()]);
  await seedGalaxy(inProcess.db, GALAXY, NOW);
  const progress: number[] = [];
  const result = await seedInWorker(onWorker.target)(onWorker.db, GALAXY, NOW, {
    onProgress: (done) => progress.push(done),
  });

  expect(result).toEqual({ startedAt: 0, inserted: GALAXY.size });
  expect(progress.at(-1)).toBe(GALAXY.size);
  const [expected, actual] = await Promise.all([digestOf(inProcess.db), digestOf(onWorker.db)]);
  expect(actual).toEqual(expected);
  expect(actual.count).toBe(GALAXY.size);
  const galaxy = await getGalaxy(onWorker.db);
  expect(galaxy).toMatchObject({ status: 'ready', seed: GALAXY.seed, size: GALAXY.size });
  expect(galaxy).toEqual(await getGalaxy(inProcess.db));
});

it('a refusal on the worker reaches the caller as the same error', async () => {
  const database = await fresh();
  await seedGalaxy(database.db, GALAXY, NOW);
  const again = seedInWorker(database.target)(database.db, GALAXY, NOW, {});
  await expect(again).rejects.toBeInstanceOf(GalaxyExistsError);
  await expect(again).rejects.toThrow('A galaxy is already seeded');
});
