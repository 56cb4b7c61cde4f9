import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './open-database.js';
import type { SystemWithDiscovery } from './repos/system-repo.js';

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
  rows: SystemWithDiscovery[];
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

export const MAX_SEARCH_LIMIT = 100;

/** Where the search switches strategy (measured at 1,000,000 systems; tests vary them). */
export interface SearchTuning {
  /** Rows a page may walk in id order, checking each, before the indexes are used instead. */
  walkBudget: number;
  /** Up to this many text matches are read once and passed on as a list of ids. */
  fewMatches: number;
}

const DEFAULT_TUNING: SearchTuning = { walkBudget: 20_000, fewMatches: 2000 };

/** Shortest text the trigram index can answer; shorter text falls back to indexed prefixes. */
const TRIGRAM = 3;

/** FTS5 query for a literal substring: one quoted phrase, inner quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** LIKE prefix pattern with % and _ escaped by backslash. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Entries kept per cache: repeated guide queries hit, memory stays bounded. */
const CACHE_ENTRIES = 1000;

interface TextMatches {
  count: number;
  /** The matching ids in order, when there are few of them. */
  ids?: number[];
}

/** What the filters read of a system. */
interface SystemFacts {
  id: number;
  name: string;
  hash: string;
  sector: string;
  planet_count: number;
  star_count: number;
}

/** What a ready galaxy's systems answer, per query; it changes only when the galaxy is reseeded. */
interface GalaxyCache {
  galaxy: string;
  texts: Map<string, TextMatches>;
  counts: Map<string, number>;
  /** Facts of discovered systems, by id (only the discoveries themselves change). */
  facts: Map<number, SystemFacts>;
}

/** Past this many discoveries their facts are read each call rather than kept in memory. */
const MAX_REMEMBERED_FACTS = 100_000;

const caches = new WeakMap<Db, GalaxyCache>();

/** This database's cache for its ready galaxy (none while seeding or without a galaxy). */
async function galaxyCache(db: Db): Promise<GalaxyCache | undefined> {
  const row = await db
    .selectFrom('galaxies')
    .select(['seed', 'size', 'generator_version', 'created_at', 'status'])
    .executeTakeFirst();
  if (row?.status !== 'ready') return undefined;
  const galaxy = JSON.stringify(row);
  let cache = caches.get(db);
  if (cache?.galaxy !== galaxy) {
    cache = { galaxy, texts: new Map(), counts: new Map(), facts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached value for key, or compute's, kept (oldest entries evicted first). */
async function remember<T>(
  cache: Map<string, T> | undefined,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const known = cache?.get(key);
  if (known !== undefined) return known;
  const value = await compute();
  if (cache) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

/** The discovered systems' facts in id order; only facts not yet remembered are read. */
async function discoveredSystems(db: Db, cache: GalaxyCache | undefined): Promise<SystemFacts[]> {
  const listed = await sql<{ ids: string }>`select json_group_array(system_id) as ids
    from (select system_id from discoveries order by system_id)`.execute(db);
  const ids = JSON.parse(listed.rows[0]?.ids ?? '[]') as number[];
  const known =
    cache && ids.length <= MAX_REMEMBERED_FACTS ? cache.facts : new Map<number, SystemFacts>();
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const read = await sql<SystemFacts>`select id, name, hash, sector, planet_count, star_count
      from systems where id in (select value from json_each(${JSON.stringify(missing)}))`.execute(
      db,
    );
    for (const row of read.rows) known.set(row.id, row);
  }
  return ids.flatMap((id) => known.get(id) ?? []);
}

/**
 * The search index's matches for text: up to `few` are read as ids in one pass (the count is
 * their length); past that only counted.
 */
async function textMatchesOf(
  db: Db,
  cache: GalaxyCache | undefined,
  text: string,
  few: number,
): Promise<TextMatches> {
  return remember(cache?.texts, `${few}|${text}`, async () => {
    const phrase = ftsPhrase(text);
    const ids = (
      await sql<{ id: number }>`select rowid as id from systems_fts
        where systems_fts match ${phrase} order by rowid limit ${few + 1}`.execute(db)
    ).rows.map((r) => r.id);
    if (ids.length <= few) return { count: ids.length, ids };
    const counted = await sql<{ n: number }>`select count(*) as n from systems_fts
      where systems_fts match ${phrase}`.execute(db);
    return { count: counted.rows[0]?.n ?? 0 };
  });
}

/**
 * The guide's search: text, minimum planets and stars, discovery status, paging (limit capped at
 * 100), in index order.
 *
 * Each filter has three readings: through the indexes (trigram matches, name prefixes, counts),
 * row by row, and in memory. Counts over the galaxy use the indexes. The discovered subset is the
 * discoveries filtered in memory; the undiscovered count is the galaxy's count minus its length. A
 * page of dense matches walks the table in id order checking rows; a page of sparse ones collects
 * them through the indexes. What the ready galaxy's systems answer (text matches, counts, the
 * discovered systems' facts) is remembered; the list of discoveries is read on each call.
 */
export async function searchSystems(
  db: Db,
  query: SystemSearch,
  tuning: SearchTuning = DEFAULT_TUNING,
): Promise<SystemSearchResult> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 16), 1), MAX_SEARCH_LIMIT);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const status = query.status ?? 'all';
  const text = query.search?.trim() ?? '';
  const longText = text.length >= TRIGRAM;

  // Each filter three times: as written, for SQLite to answer from an index; with its columns
  // behind a unary +, which SQLite never takes to an index, for checking rows one by one; and in
  // JavaScript, for the discovered systems' remembered facts.
  const indexed: Expression<SqlBool>[] = [];
  const perRow: Expression<SqlBool>[] = [];
  const inMemory: ((s: SystemFacts) => boolean)[] = [];
  const both = (
    build: (column: (name: string) => RawBuilder<unknown>) => Expression<SqlBool>,
    test: (s: SystemFacts) => boolean,
  ) => {
    indexed.push(build((name) => sql.ref(`s.${name}`)));
    perRow.push(build((name) => sql`+${sql.ref(`s.${name}`)}`));
    inMemory.push(test);
  };
  if (query.minPlanets !== undefined && query.minPlanets > 0) {
    const min = query.minPlanets;
    both(
      (c) => sql<SqlBool>`${c('planet_count')} >= ${min}`,
      (s) => s.planet_count >= min,
    );
  }
  if (query.minStars !== undefined && query.minStars > 1) {
    const min = query.minStars;
    both(
      (c) => sql<SqlBool>`${c('star_count')} >= ${min}`,
      (s) => s.star_count >= min,
    );
  }
  if (query.sector !== undefined && query.sector !== '') {
    const sector = query.sector;
    both(
      (c) => sql<SqlBool>`${c('sector')} = ${sector}`,
      (s) => s.sector === sector,
    );
  }
  const countRows = async (from: RawBuilder<unknown>, where: RawBuilder<unknown>) => {
    const result = await sql<{ n: number }>`select count(*) as n from ${from} ${where}`.execute(db);
    return result.rows[0]?.n ?? 0;
  };
  const cache = await galaxyCache(db);
  const matches = longText ? await textMatchesOf(db, cache, text, tuning.fewMatches) : undefined;
  const textMatches = matches?.count ?? 0;
  if (matches) {
    // A few matches are passed as a list of ids: later queries skip the search index.
    const matchIds = matches.ids
      ? sql`select value from json_each(${JSON.stringify(matches.ids)})`
      : sql`select rowid from systems_fts where systems_fts match ${ftsPhrase(text)}`;
    indexed.push(sql<SqlBool>`s.id in (${matchIds})`);
    const needle = text.toLowerCase();
    perRow.push(
      sql<SqlBool>`(instr(lower(s.name), ${needle}) > 0 or instr(lower(s.hash), ${needle}) > 0)`,
    );
    inMemory.push(
      (s) => s.name.toLowerCase().includes(needle) || s.hash.toLowerCase().includes(needle),
    );
  } else if (text.length > 0) {
    const pattern = likePrefix(text);
    const prefix = text.toLowerCase();
    both(
      (c) => sql<SqlBool>`${c('name')} like ${pattern} escape '\\'`,
      (s) => s.name.toLowerCase().startsWith(prefix),
    );
  }
  const whereOf = (filters: Expression<SqlBool>[], extra?: Expression<SqlBool>) => {
    const all = extra ? [...filters, extra] : filters;
    return all.length > 0 ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  // The search matches are checked against the narrow (id, planets, stars) index rather than the
  // table, which SQLite would otherwise pick for an id list.
  const galaxy = longText ? sql`systems s indexed by systems_id_counts` : sql`systems s`;
  // The systems never change while the galaxy is ready, so their count per filter is kept.
  const galaxyCount = async () =>
    longText && indexed.length === 1
      ? textMatches
      : remember(
          cache?.counts,
          JSON.stringify([text, query.minPlanets, query.minStars, query.sector]),
          () => countRows(galaxy, whereOf(indexed)),
        );

  // The discovered subset is filtered in memory: its facts are remembered, discoveries are few.
  const discoveredIds =
    status === 'all'
      ? []
      : (await discoveredSystems(db, cache))
          .filter((s) => inMemory.every((test) => test(s)))
          .map((s) => s.id);
  const totalCount =
    status === 'discovered'
      ? discoveredIds.length
      : (await galaxyCount()) - (status === 'undiscovered' ? discoveredIds.length : 0);

  // Past the middle, page from the end: the last page costs what the first does.
  const offset = (page - 1) * limit;
  const fromEnd = offset > totalCount / 2;
  const skip = fromEnd ? Math.max(totalCount - offset - limit, 0) : offset;
  // Where matches are dense, walking the table in id order and checking each row reaches the page
  // sooner than collecting every match from an index and sorting them all.
  const galaxySize = await countRows(sql`systems`, sql``);
  const walk = totalCount > 0 && ((skip + limit) * galaxySize) / totalCount <= tuning.walkBudget;
  const undiscoveredOnly = sql<SqlBool>`s.id not in (select system_id from discoveries)`;
  const where = whereOf(
    walk ? perRow : indexed,
    status === 'undiscovered' ? undiscoveredOnly : undefined,
  );
  const pageIds =
    status === 'discovered'
      ? sql`select value from json_each(${JSON.stringify(discoveredIds.slice(offset, offset + limit))})`
      : fromEnd
        ? sql`select s.id from systems s ${where} order by s.id desc
            limit ${Math.max(Math.min(offset + limit, totalCount) - offset, 0)} offset ${skip}`
        : sql`select s.id from systems s ${where} order by s.id limit ${limit} offset ${offset}`;
  // "id in (page subquery)" keeps SQLite from materialising the join before the limit applies.
  const rows = await sql<SystemWithDiscovery>`
    select s.*, d.user_id as discovered_by_id, u.username as discoverer_username,
      d.discovered_at as discovered_at
    from systems s
    left join discoveries d on d.system_id = s.id
    left join users u on u.id = d.user_id
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
