import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../schema/db.js';
import { publicDiscovererName, type SystemCardRow } from '../systems/system-repo.js';
import {
  discoveredSystems,
  galaxyCache,
  galaxyIdentityOf,
  pageIndexOf,
  remember,
  textMatchesOf,
  type GalaxyCache,
  type GalaxyIdentity,
  type PageCountsSource,
} from './search-cache.js';
import { discoveredMatching, type DiscoveryRevision } from './discovered-here.js';
import { countFilterOf, type PageCounts, type PageIndex } from './page-index.js';
import { buildFilters, whereOf } from './search-filters.js';
import { DEFAULT_TUNING, pageIdsQuery, type SearchTuning } from './search-pages.js';
import { searchSqlOf } from './search-sql.js';

export type { SearchTuning } from './search-pages.js';
export type { GalaxyIdentity, PageCountsSource } from './search-cache.js';
export type { PageCounts } from './page-index.js';

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

/**
 * The galaxy's row as a caller read it for its answer: its identity, and (the whole row) its
 * discovery revision, which lets a page of undiscovered systems be answered in this thread.
 */
export type KnownGalaxy = GalaxyIdentity & Partial<DiscoveryRevision>;

/** Shortest text the trigram index can answer; shorter text falls back to indexed prefixes. */
const TRIGRAM = 3;

/** Answers a search elsewhere: on a worker thread over a connection of its own (offloadSearches). */
export type SearchRunner = (
  query: SystemSearch,
  tuning: SearchTuning,
  known?: GalaxyIdentity,
) => Promise<SystemSearchResult>;

const runners = new WeakMap<Db, { runner: SearchRunner; pages?: PageCountsSource }>();

/**
 * From now on searchSystems on `db` asks `runner` (undefined: answers in this thread again).
 * better-sqlite3 answers synchronously, and a search over a million systems may read for tens of
 * milliseconds: a server hands them to a worker thread so its event loop is never held. With
 * `pages` (the page counts that thread read), a guide page of every system without text or sector
 * is answered here once they have arrived: the index finds its ids and its count in memory and
 * only its rows are read (by id), cheaper than a round trip to the thread.
 */
export function offloadSearches(
  db: Db,
  runner: SearchRunner | undefined,
  pages?: PageCountsSource,
): void {
  if (runner) runners.set(db, { runner, ...(pages ? { pages } : {}) });
  else runners.delete(db);
}

/** A page of every system without text or sector: found by the page index, counted by it too. */
function fromPageIndex(query: SystemSearch, tuning: SearchTuning, status: DiscoveryStatus) {
  return (
    tuning.pagesInMemory !== false &&
    (query.search?.trim() ?? '') === '' &&
    !query.sector &&
    status !== 'discovered'
  );
}

/**
 * The galaxy's page index, when an offloaded search is answered in this thread: a page of every
 * system, once the index is here (the first such search asks the other thread for its counts, and
 * is offloaded), and a page of undiscovered ones when the caller read the galaxy's discovery
 * revision and the discovered ids are kept here for it (discovered-here.ts; while they are first
 * read, such pages are offloaded).
 */
async function pageIndexHere(
  db: Db,
  pages: PageCountsSource | undefined,
  query: SystemSearch,
  tuning: SearchTuning,
  known: KnownGalaxy | undefined,
): Promise<{ cache: GalaxyCache; index: PageIndex; discoveredIds?: number[] } | undefined> {
  const status = query.status ?? 'all';
  if (!pages || status === 'discovered' || !fromPageIndex(query, tuning, status)) return undefined;
  if (
    status === 'undiscovered' &&
    (known?.discovery_revision === undefined || known.discovery_log_start === undefined)
  )
    return undefined;
  const cache = await galaxyCache(db, known);
  if (!cache) return undefined;
  if (!cache.pagesRead) {
    void pageIndexOf(db, searchSqlOf(db), cache, { counts: pages, galaxy: cache.identity });
    return undefined;
  }
  const index = cache.pagesRead.index;
  if (!index) return undefined;
  if (status === 'all') return { cache, index };
  const discoveredIds = await discoveredMatching(
    db,
    cache,
    known as KnownGalaxy & DiscoveryRevision,
    index,
    countFilterOf(query),
  );
  return discoveredIds && { cache, index, discoveredIds };
}

/**
 * The galaxy's page counts as this thread's search holds them (read on first use), for a thread
 * that answers pages from them too (offloadSearches); undefined where the galaxy has none.
 */
export async function pageCountsOf(
  db: Db,
  galaxy: GalaxyIdentity,
): Promise<PageCounts | undefined> {
  const cache = await galaxyCache(db, galaxy);
  if (!cache) return undefined;
  return (await pageIndexOf(db, searchSqlOf(db), cache))?.counts();
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
  known?: KnownGalaxy,
): Promise<SystemSearchResult> {
  const offload = runners.get(db);
  const here = offload && (await pageIndexHere(db, offload.pages, query, tuning, known));
  if (offload && !here) return offload.runner(query, tuning, known && galaxyIdentityOf(known));
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
  const cache = here ? here.cache : await galaxyCache(db, known);
  const matches = longText
    ? await textMatchesOf(db, dialect, cache, text, tuning.fewMatches)
    : undefined;
  const filters = buildFilters(dialect, { ...query, text, matches });
  // Without text or sector a page is found in the galaxy's page index rather than by SQL's
  // offset, which steps over every row before the page; the index counts the matches too.
  const pageIndex =
    here?.index ??
    (cache && fromPageIndex(query, tuning, status)
      ? await pageIndexOf(db, dialect, cache)
      : undefined);
  // The systems never change while the galaxy is ready, so their count per filter is kept.
  const galaxyCount = async () =>
    pageIndex
      ? pageIndex.count(countFilterOf(query))
      : matches && filters.indexed.length === 1
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
      : (here?.discoveredIds ??
        (await discoveredSystems(db, dialect, cache))
          .filter((s) => filters.inMemory.every((test) => test(s)))
          .map((s) => s.id));
  const totalCount =
    status === 'discovered'
      ? discoveredIds.length
      : (await galaxyCount()) - (status === 'undiscovered' ? discoveredIds.length : 0);

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
    select s.id, s.hash, s.name, s.sector, s.rarity, s.rarity_score, s.x, s.y, s.z, s.card_type,
      s.habitable, s.card_shape, d.user_id as discovered_by_id,
      ${publicDiscovererName} as discoverer_username,
      d.discovered_at as discovered_at, n.name as public_name, f.finish as card_finish
    from systems s
    left join discoveries d on d.system_id = s.id
    left join users u on u.id = d.user_id
    left join profile_settings ps on ps.user_id = d.user_id
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
