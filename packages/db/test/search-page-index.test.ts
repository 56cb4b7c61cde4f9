import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSystems, type SystemSearch } from '../src/search/index.js';
import { PageIndex, type CountFilter } from '../src/search/page-index.js';
import { readPageIndex } from '../src/search/page-index-read.js';
import { searchSqlOf } from '../src/search/search-sql.js';
import { createTestDatabase } from '../src/testing/index.js';
import { seedDiscoveredGalaxy } from './discovered-galaxy.js';
import { fakeSystems } from './fake-systems.js';

const filter = fc.record({
  minPlanets: fc.integer({ min: 0, max: 13 }),
  minStars: fc.integer({ min: 0, max: 4 }),
});

describe('PageIndex', () => {
  // Small blocks and sparse or clustered matches: pages start in, span and skip many blocks.
  const galaxy = fc
    .tuple(
      fc.integer({ min: -5, max: 5 }),
      fc.array(fc.tuple(fc.nat(12), fc.integer({ min: 1, max: 3 })), { maxLength: 300 }),
      fc.integer({ min: 1, max: 40 }),
    )
    .chain(([firstId, counts, block]) =>
      fc.record({
        firstId: fc.constant(firstId),
        counts: fc.constant(counts),
        block: fc.constant(block),
        // Any subset of the ids: the index leaves out those that match the filter.
        skippedAt: fc.uniqueArray(fc.nat(Math.max(counts.length - 1, 0)), {
          maxLength: counts.length,
        }),
      }),
    );

  it('pages exactly like a scan of the matches in id order, leaving out the skipped', () => {
    fc.assert(
      fc.property(
        galaxy,
        filter,
        fc.nat(320),
        fc.integer({ min: 1, max: 40 }),
        ({ firstId, counts, block, skippedAt }, f: CountFilter, offset, limit) => {
          const index = new PageIndex(
            firstId,
            Uint8Array.from(counts, ([planets]) => planets),
            Uint8Array.from(counts, ([, stars]) => stars),
            block,
          );
          const matches = (i: number) =>
            counts[i]![0] >= f.minPlanets && counts[i]![1] >= f.minStars;
          const skipped = new Set(skippedAt.filter(matches));
          const expected = counts
            .map((_, i) => i)
            .filter((i) => matches(i) && !skipped.has(i))
            .slice(offset, offset + limit)
            .map((i) => firstId + i);
          const skippedIds = [...skipped].sort((a, b) => a - b).map((i) => firstId + i);
          expect(index.pageIds(f, offset, limit, skippedIds)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('searchSystems: pages from the page index and from SQL agree', () => {
  const SIZE = 3000;
  const all = [...fakeSystems(0, SIZE)];
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let finder: number;
  const now = new Date('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDiscoveredGalaxy(t.db, all, [0], now);
    finder = (await t.db.selectFrom('discoveries').select('user_id').executeTakeFirstOrThrow())
      .user_id;
  });
  afterAll(async () => t.cleanup());

  const search = fc.record({
    minPlanets: fc.option(fc.integer({ min: -1, max: 13 }), { nil: undefined }),
    minStars: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    status: fc.constantFrom('all', 'undiscovered') as fc.Arbitrary<SystemSearch['status']>,
    limit: fc.integer({ min: 1, max: 100 }),
    // Up to past the last page, from either end (SQL pages from the end past the middle).
    page: fc.integer({ min: 1, max: 200 }),
  });

  it('answers the same rows for random filters, pages and discoveries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(SIZE - 1), { maxLength: 400 }),
        fc.array(search, { minLength: 1, maxLength: 4 }),
        async (discovered, queries) => {
          await t.db.deleteFrom('discoveries').execute();
          if (discovered.length > 0) {
            const at = now.toISOString();
            await t.db
              .insertInto('discoveries')
              .values(
                discovered.map((id) => ({ system_id: id, user_id: finder, discovered_at: at })),
              )
              .execute();
          }
          for (const query of queries) {
            const fromSql = await searchSystems(t.db, query, {
              walkBudget: 20_000,
              fewMatches: 2000,
              pagesInMemory: false,
            });
            expect(await searchSystems(t.db, query)).toEqual(fromSql);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('readPageIndex', () => {
  // Seeding writes dense ids; a database edited by hand may not have them.
  it('reads none where ids have gaps, and the search then pages in SQL', async () => {
    const t = await createTestDatabase();
    try {
      const seeded = [...fakeSystems(0, 600)];
      await seedDiscoveredGalaxy(t.db, seeded, [5, 9], new Date('2026-01-01T00:00:00Z'));
      const gaps = seeded.filter((s) => s.id % 3 === 1).map((s) => s.id);
      await t.db.deleteFrom('systems').where('id', 'in', gaps).execute();
      const rows = seeded.filter((s) => s.id % 3 !== 1);
      expect(await readPageIndex(t.db, searchSqlOf(t.db))).toBeUndefined();
      const result = await searchSystems(t.db, { minPlanets: 2, status: 'undiscovered', page: 3 });
      const expected = rows.filter((s) => s.planet_count >= 2 && s.id !== 5 && s.id !== 9);
      expect(result.rows.map((r) => r.id)).toEqual(expected.slice(32, 48).map((s) => s.id));
    } finally {
      await t.cleanup();
    }
  });
});
