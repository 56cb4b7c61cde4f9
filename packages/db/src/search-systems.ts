import { sql, type RawBuilder } from 'kysely';
import type { Db } from './db.js';
import type { SystemCardRow } from './repos/system-repo.js';
import {
  discoveredSystems,
  galaxyCache,
  galaxyIdentityOf,
  type GalaxyIdentity,
  pageIndexOf,
  remember,
  textMatchesOf,
} from './search/search-cache.js';
import { countFilterOf } from './search/page-index.js';
import { buildFilters, whereOf } from './search/search-filters.js';
import { DEFAULT_TUNING, pageIdsQuery, type SearchTuning } from './search/search-pages.js';
import { searchSqlOf } from './search/search-sql.js';

export type { SearchTuning } from './search/search-pages.js';
export type { GalaxyIdentity } from './search/search-cache.js';

export type DiscoveryStatus = 'all' | 'discovered' | 'undiscovered';

export interface SystemSearch {
  /** Case-insensitive substring of name or hash (1–2 characters: prefix of the name). */
  search?: string;
  minPlanets?: number;
  minStars?: number;
  status?: DiscoveryStatus;
  sector?: string;
  /** 1-based */
  page?: number;
  limit?: number;
}

export interface SystemSearchResult {
  /** What the guide's cards show of each system. */
  rows: SystemCardRow[];
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

export const MAX_SEARCH_LIMIT = 100;

/** Shortest text the trigram index can answer; shorter text falls back to indexed prefixes. */
const TRIGRAM = 3;

/** Answers a search elsewhere: on a worker thread over a connection of its own (offloadSearches). */
export type SearchRunner = (
  query: SystemSearch,
  tuning: SearchTuning,
  known?: GalaxyIdentity,
) => Promise<SystemSearchResult>;

const runners = new WeakMap<Db, SearchRunner>();

/**
 * From now on searchSystems on `db` asks `runner` (undefined: answers in this thread again).
 * better-sqlite3 answers synchronously, and a search over a million systems may read for tens of
 * milliseconds: a server hands them to a worker thread so its event loop is never held.
 */
export function offloadSearches(db: Db, runner: SearchRunner | undefined): void {
  if (runner) runners.set(db, runner);
  else runners.delete(db);
}

/**
 * The guide's search: text, minimum planets and stars, discovery status, paging (limit capped at
 * 100), in index order.
 *
 * Three parts: the filters, each in three readings (search-filters.ts); what a ready galaxy
 * answers, remembered per database handle (search-cache.ts); and the plan for one page
 * (search-pages.ts). Counts over the galaxy use the indexes. The discovered subset is the
 * discoveries filtered in memory; the undiscovered count is the galaxy's count minus its length.
 * `known`: the galaxy's row as the caller read it for this answer (else it is read here).
 */
export async function searchSystems(
  db: Db,
  query: SystemSearch,
  tuning: SearchTuning = DEFAULT_TUNING,
  known?: GalaxyIdentity,
): Promise<SystemSearchResult> {
  const runner = runners.get(db);
  if (runner) return runner(query, tuning, known && galaxyIdentityOf(known));
  const dialect = searchSqlOf(db);
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 16), 1), MAX_SEARCH_LIMIT);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const status = query.status ?? 'all';
  const text = query.search?.trim() ?? '';
  const longText = text.length >= TRIGRAM;

  const countRows = async (from: RawBuilder<unknown>, where: RawBuilder<unknown>) => {
    const result = await sql<{ n: number }>`select count(*) as n from ${from} ${where}`.execute(db);
    return result.rows[0]?.n ?? 0;
  };
  const cache = await galaxyCache(db, known);
  const matches = longText
    ? await textMatchesOf(db, dialect, cache, text, tuning.fewMatches)
    : undefined;
  const filters = buildFilters(dialect, { ...query, text, matches });
  // The systems never change while the galaxy is ready, so their count per filter is kept.
  const galaxyCount = async () =>
    matches && filters.indexed.length === 1
      ? matches.count
      : remember(
          cache?.counts,
          JSON.stringify([text, query.minPlanets, query.minStars, query.sector]),
          () => countRows(dialect.galaxyTable(longText), whereOf(filters.indexed)),
        );

  // The discovered subset is filtered in memory: its facts are remembered, discoveries are few.
  const discoveredIds =
    status === 'all'
      ? []
      : (await discoveredSystems(db, dialect, cache))
          .filter((s) => filters.inMemory.every((test) => test(s)))
          .map((s) => s.id);
  const totalCount =
    status === 'discovered'
      ? discoveredIds.length
      : (await galaxyCount()) - (status === 'undiscovered' ? discoveredIds.length : 0);

  // Without text or sector a page is found in the galaxy's page index rather than by SQL's
  // offset, which steps over every row before the page.
  const pageIndex =
    cache &&
    tuning.pagesInMemory !== false &&
    text === '' &&
    !query.sector &&
    status !== 'discovered'
      ? await pageIndexOf(db, dialect, cache)
      : undefined;
  const pageIds = pageIndex
    ? dialect.idRows(
        pageIndex.pageIds(countFilterOf(query), (page - 1) * limit, limit, discoveredIds),
      )
    : pageIdsQuery(
        dialect,
        filters,
        {
          page,
          limit,
          totalCount,
          // Kept with the other counts: a ready galaxy's size changes only with a reseed.
          galaxySize: await remember(cache?.counts, 'galaxy size', () =>
            countRows(sql`systems`, sql``),
          ),
          status,
          discoveredIds,
        },
        tuning,
      );
  // "id in (page subquery)" keeps SQLite from materialising the join before the limit applies.
  const rows = await sql<SystemCardRow>`
    select s.id, s.hash, s.name, s.sector, s.rarity, s.rarity_score, d.user_id as discovered_by_id, u.username as discoverer_username,
      d.discovered_at as discovered_at, n.name as public_name, f.finish as card_finish
    from systems s
    left join discoveries d on d.system_id = s.id
    left join users u on u.id = d.user_id
    left join system_names n on n.system_id = s.id
    left join card_finishes f on f.system_id = s.id
    where s.id in (${pageIds})
    order by s.id`.execute(db);

  return {
    rows: rows.rows,
    totalCount,
    totalPages: Math.ceil(totalCount / limit),
    page,
    limit,
  };
}
