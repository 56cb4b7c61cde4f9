import { register } from '@orrery/api/game/accounts';
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, openDatabase } from '@orrery/db';
import { getGalaxy, listMapStaticPage } from '@orrery/db/galaxy';
import { offloadSearches, searchSystems, type SystemSearch } from '@orrery/db/search';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SearchWorker } from './search-in-worker.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

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

it('pages of every system are answered here from the page counts the worker sends', async () => {
  const queries: SystemSearch[] = [
    {},
    { page: 3, limit: 9 },
    { minPlanets: 2, page: 5 },
    { minPlanets: 1, minStars: 2, page: 2, limit: 40 },
    { page: 1_000 },
  ];
  const here = await Promise.all(queries.map((query) => searchSystems(database.db, query)));
  // A handle of its own, that has no page index yet.
  const db = openDatabase(database.target);
  let asked = 0;
  let countsAsked = 0;
  offloadSearches(
    db,
    (query, tuning, known) => {
      asked++;
      return worker.search(query, tuning, known);
    },
    (galaxy) => {
      countsAsked++;
      return worker.pageCounts(galaxy);
    },
  );
  try {
    // The first page of every system asks for the counts and is offloaded meanwhile.
    expect(await searchSystems(db, queries[0]!)).toEqual(here[0]);
    expect([asked, countsAsked]).toEqual([1, 1]);
    // Once the counts are here (they are asked once), the worker is asked no more for these.
    for (let tries = 0, before = -1; asked !== before && tries < 200; tries++) {
      before = asked;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await searchSystems(db, queries[0]!);
    }
    const offloaded = asked;
    for (let pass = 0; pass < 2; pass++) {
      const there = await Promise.all(queries.map((query) => searchSystems(db, query)));
      expect(there).toEqual(here);
    }
    expect([asked, countsAsked]).toEqual([offloaded, 1]);
    // Other readings still go to the worker.
    await searchSystems(db, { status: 'undiscovered' });
    await searchSystems(db, { search: 'zzz' });
    expect(asked).toBe(offloaded + 2);
  } finally {
    offloadSearches(db, undefined);
    await closeDatabase(db);
  }
});

it("pages of undiscovered systems are answered here at the caller's discovery revision", async () => {
  const queries: SystemSearch[] = [
    { status: 'undiscovered' },
    { status: 'undiscovered', minPlanets: 2, page: 3 },
    { status: 'undiscovered', page: 70, limit: 17 },
  ];
  const db = openDatabase(database.target);
  let asked = 0;
  offloadSearches(
    db,
    (query, tuning, known) => {
      asked++;
      return worker.search(query, tuning, known);
    },
    (galaxy) => worker.pageCounts(galaxy),
  );
  // As the server asks: with the galaxy's row read for the answer's version.
  const there = async () => {
    const known = await getGalaxy(db);
    return Promise.all(queries.map((query) => searchSystems(db, query, undefined, known)));
  };
  const here = () => Promise.all(queries.map((query) => searchSystems(database.db, query)));
  try {
    // Offloaded while the page counts and the discoveries are first read, then answered here.
    for (let tries = 0, before = -1; asked !== before && tries < 200; tries++) {
      before = asked;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await there();
    }
    const offloaded = asked;
    const before = await here();
    expect(await there()).toEqual(before);
    // New discoveries move the revision: the kept ids are mended from the log, still here.
    const now = new Date();
    for (let n = 0; n < 3; n++) {
      const player = await register(
        database.db,
        {
          username: `Walker ${n}`,
          suffix: 'League',
          email: `walker${n}@example.org`,
          password: 'correct horse battery',
        },
        now,
      );
      await collectSystem(
        database.db,
        player.id,
        await findCollectableSystem(database.db, player.id, now, OFFER_KEY),
        now,
        OFFER_KEY,
      );
    }
    const after = await here();
    expect(after[0]!.totalCount).toBe(before[0]!.totalCount - 3);
    expect(await there()).toEqual(after);
    expect(asked).toBe(offloaded);
    // A caller that read no revision is answered by the worker, as are discovered pages.
    const { seed, size, generator_version, created_at, status } = (await getGalaxy(db))!;
    const identity = { seed, size, generator_version, created_at, status };
    expect(await searchSystems(db, queries[0]!, undefined, identity)).toEqual(after[0]);
    await searchSystems(db, { status: 'discovered' });
    expect(asked).toBe(offloaded + 2);
  } finally {
    offloadSearches(db, undefined);
    await closeDatabase(db);
  }
});
