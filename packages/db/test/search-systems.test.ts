import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDiscovery } from '../src/discoveries/index.js';
import { getGalaxy } from '../src/galaxy/index.js';
import {
  MAX_SEARCH_LIMIT,
  searchSystems,
  type SearchTuning,
  type SystemSearch,
} from '../src/search/index.js';
import { seedSystems } from '../src/seed/index.js';
import { type NewSystem } from '../src/systems/index.js';
import { fakeSystems } from './fake-systems.js';
import { createTestDatabase } from '../src/testing/index.js';
import { seedDiscoveredGalaxy } from './discovered-galaxy.js';
import { insertTestUser } from './test-user.js';

const SIZE = 10_000;
const all = [...fakeSystems(0, SIZE)];
const discovered = new Set(all.filter((s) => s.id % 7 === 3).map((s) => s.id));

/** The brute-force reading of the search rules, over the same rows. */
function bruteForce(query: SystemSearch): NewSystem[] {
  const text = (query.search ?? '').trim().toLowerCase();
  return all.filter((s) => {
    if (text.length >= 3) {
      if (!s.name.toLowerCase().includes(text) && !s.hash.toLowerCase().includes(text))
        return false;
    } else if (text.length > 0) {
      if (!s.name.toLowerCase().startsWith(text)) return false;
    }
    if (s.planet_count < (query.minPlanets ?? 0)) return false;
    if (s.star_count < (query.minStars ?? 1)) return false;
    if (query.sector !== undefined && s.sector !== query.sector) return false;
    if (query.status === 'discovered' && !discovered.has(s.id)) return false;
    if (query.status === 'undiscovered' && discovered.has(s.id)) return false;
    return true;
  });
}

describe('searchSystems', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = new Date('2026-01-01T00:00:00Z');
    await seedDiscoveredGalaxy(t.db, all, discovered, now);
  });
  afterAll(async () => t.cleanup());

  // Substrings of real names and hashes (so that searches hit), plus odd text.
  const text = fc.oneof(
    fc.constant(undefined),
    fc
      .tuple(
        fc.integer({ min: 0, max: SIZE - 1 }),
        fc.boolean(),
        fc.nat(8),
        fc.integer({ min: 1, max: 6 }),
      )
      .map(([id, useName, from, length]) => {
        const s = all[id]!;
        const source = useName ? s.name : s.hash;
        const cut = source.slice(from % source.length, (from % source.length) + length);
        return length % 2 === 0 ? cut.toUpperCase() : cut;
      }),
    // 'tel' and 'VEN' match over 2,000 rows: the search index stays in the queries then.
    fc.constantFrom('%', '_a', 'a"b', 'zzzz', ' ka ', 'tel', 'VEN'),
  );
  const query = fc.record({
    search: text,
    minPlanets: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    minStars: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    // 'Sector 9' holds about 250 rows, 'Sector 99' none.
    sector: fc.option(fc.constantFrom('Sector 9', 'Sector 99'), { nil: undefined }),
    status: fc.constantFrom('all', 'discovered', 'undiscovered') as fc.Arbitrary<
      SystemSearch['status']
    >,
    page: fc.integer({ min: 1, max: 5 }),
    limit: fc.integer({ min: 1, max: 40 }),
  });

  // The default strategy thresholds, thresholds of 0 that force the index-driven paths, and
  // pages without text in SQL rather than from the page index.
  const tunings = fc.constantFrom<SearchTuning | undefined>(
    undefined,
    { walkBudget: 0, fewMatches: 0, pagesInMemory: false },
    { walkBudget: 20_000, fewMatches: 2000, pagesInMemory: false },
  );

  it('returns exactly the brute-force matches, in index order, paged', async () => {
    await fc.assert(
      // known: the galaxy's row as a caller (the server, per galaxy version) read it for the search.
      fc.asyncProperty(query, tunings, fc.boolean(), async (q, tuning, known) => {
        const expected = bruteForce(q);
        const row = known ? await getGalaxy(t.db) : undefined;
        const result = await searchSystems(t.db, q, tuning, row);
        expect(result.totalCount).toBe(expected.length);
        expect(result.totalPages).toBe(Math.ceil(expected.length / q.limit));
        const start = (q.page - 1) * q.limit;
        expect(result.rows.map((r) => r.id)).toEqual(
          expected.slice(start, start + q.limit).map((s) => s.id),
        );
        for (const row of result.rows) {
          expect(row.discovered_by_id !== null).toBe(discovered.has(row.id));
          expect(row.discoverer_username).toBe(discovered.has(row.id) ? 'finder' : null);
        }
      }),
      { numRuns: 250 },
    );
    // 250 searches against brute force can pass vitest's 5 s default while a whole test run
    // shares the cores.
  }, 30_000);

  it('answers common substrings (thousands of matches) like rare ones', async () => {
    for (const status of ['all', 'discovered', 'undiscovered'] as const) {
      const q = { search: 'tel', minPlanets: 3, status, page: 2, limit: 25 };
      const expected = bruteForce(q);
      expect(bruteForce({ search: 'tel' }).length).toBeGreaterThan(2000);
      for (const tuning of [undefined, { walkBudget: 0, fewMatches: 0, pagesInMemory: false }]) {
        const result = await searchSystems(t.db, q, tuning);
        expect(result.totalCount).toBe(expected.length);
        expect(result.rows.map((r) => r.id)).toEqual(expected.slice(25, 50).map((s) => s.id));
      }
    }
  });

  it('caps the limit at 100 and treats page < 1 as page 1', async () => {
    const result = await searchSystems(t.db, { limit: 5000, page: -3 });
    expect(result.limit).toBe(MAX_SEARCH_LIMIT);
    expect(result.page).toBe(1);
    expect(result.rows).toHaveLength(MAX_SEARCH_LIMIT);
    expect(result.rows[0]!.id).toBe(0);
  });
});

describe('searchSystems after a reseed', () => {
  it('answers from the new galaxy, not from what it remembered of the old one', async () => {
    const t = await createTestDatabase();
    try {
      const seed = async (name: string, size: number, now: string) =>
        seedSystems(
          t.db,
          { seed: name, size, generatorVersion: 1, config: '{}' },
          (start) => fakeSystems(start, size),
          { now: new Date(now), force: true },
        );
      // One query of each kind the search remembers: text matches, and a count under filters.
      const queries: SystemSearch[] = [{ search: 'tel' }, { minPlanets: 4, minStars: 2 }];
      // Also with the galaxy's row given by the caller: a new row is a new galaxy there too.
      const counts = async (known = false) => {
        const row = known ? await getGalaxy(t.db) : undefined;
        return Promise.all(
          queries.map(async (q) => (await searchSystems(t.db, q, undefined, row)).totalCount),
        );
      };
      await seed('first', 3000, '2026-01-01T00:00:00Z');
      const before = await counts();
      expect(await counts(true)).toEqual(before);
      await seed('second', 1000, '2026-01-02T00:00:00Z');
      const after = await counts(true);
      expect(await counts()).toEqual(after);
      const small = all.slice(0, 1000);
      expect(after).toEqual([
        small.filter((s) => s.name.includes('tel') || s.hash.toLowerCase().includes('tel')).length,
        small.filter((s) => s.planet_count >= 4 && s.star_count >= 2).length,
      ]);
      expect(after).not.toEqual(before);
    } finally {
      await t.cleanup();
    }
  });
});

describe('searchSystems as discoveries are made', () => {
  it('counts a discovery made after the galaxy was searched', async () => {
    const t = await createTestDatabase();
    try {
      const now = new Date('2026-01-01T00:00:00Z');
      await seedSystems(
        t.db,
        { seed: 's', size: 500, generatorVersion: 1, config: '{}' },
        (start) => fakeSystems(start, 500),
        { now },
      );
      const user = await insertTestUser(t.db, 'finder', now);
      const search = async (status: SystemSearch['status']) =>
        searchSystems(t.db, { status, minPlanets: all[7]!.planet_count, limit: 100 });
      const matching = all.slice(0, 500).filter((s) => s.planet_count >= all[7]!.planet_count);
      for (const id of [7, 3]) {
        await search('discovered');
        await search('undiscovered');
        await insertDiscovery(t.db, {
          system_id: id,
          user_id: user.id,
          discovered_at: now.toISOString(),
        });
      }
      const discovered = matching.filter((s) => s.id === 3 || s.id === 7).map((s) => s.id);
      expect((await search('discovered')).rows.map((r) => r.id)).toEqual(discovered);
      expect((await search('undiscovered')).totalCount).toBe(matching.length - discovered.length);
    } finally {
      await t.cleanup();
    }
  });
});
