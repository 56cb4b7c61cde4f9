import { seedGalaxy } from '@orrery/api/game';
import { listMapStaticPage, offloadSearches, searchSystems, type SystemSearch } from '@orrery/db';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SearchWorker } from './search-in-worker.js';

let database: TestDatabase;
let worker: SearchWorker;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedGalaxy(database.db, { seed: 'search-worker', size: 1_200 }, new Date());
  worker = new SearchWorker(database.target);
}, 60_000);
afterAll(async () => {
  await worker.close();
  await database.cleanup();
});

it('searches offloaded to the worker answer exactly as in this thread', async () => {
  const [first] = await listMapStaticPage(database.db, -1, 1);
  const queries: SystemSearch[] = [
    {},
    { search: first!.name.slice(1, 4) },
    { search: first!.hash.slice(0, 2), limit: 5 },
    { minPlanets: 3, page: 4, limit: 7 },
    { minStars: 2, status: 'undiscovered', page: 2 },
    { search: 'no system has this name' },
  ];
  const here = await Promise.all(queries.map((query) => searchSystems(database.db, query)));
  let asked = 0;
  offloadSearches(database.db, (query, tuning) => {
    asked++;
    return worker.search(query, tuning);
  });
  try {
    const there = await Promise.all(queries.map((query) => searchSystems(database.db, query)));
    expect(asked).toBe(queries.length);
    expect(there).toEqual(here);
    expect(there[1]!.totalCount).toBeGreaterThan(0);
  } finally {
    offloadSearches(database.db, undefined);
  }
});
