import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import type { Galaxy } from '../schema/galaxy/galaxies.table.js';
import type { DiscoveredKeeper } from './discovered-here.js';
import { PageIndex, type PageCounts } from './page-index.js';
import { readPageIndex } from './page-index-read.js';
import type { SearchSql } from './search-sql.js';

/** Entries kept per cache: repeated guide queries hit, memory stays bounded. */
const CACHE_ENTRIES = 1000;

/** Past this many discoveries their facts are read each call rather than kept in memory. */
const MAX_REMEMBERED_FACTS = 100_000;

export interface TextMatches {
  count: number;
  /** The matching ids in order, when there are few of them. */
  ids?: number[];
}

/** What the filters read of a system. */
export interface SystemFacts {
  id: number;
  name: string;
  hash: string;
  sector: string;
  planet_count: number;
  star_count: number;
}

/** What a ready galaxy's systems answer, per query; it changes only when the galaxy is reseeded. */
export interface GalaxyCache extends DiscoveredKeeper {
  galaxy: string;
  identity: GalaxyIdentity;
  texts: Map<string, TextMatches>;
  counts: Map<string, number>;
  /** Facts of discovered systems, by id (only the discoveries themselves change). */
  facts: Map<number, SystemFacts>;
  /** Planet and star counts by id, for paging without SQL (read on first use). */
  pages?: Promise<PageIndex | undefined>;
  /** `pages` once it has arrived (undefined inside: this galaxy has none). */
  pagesRead?: { index: PageIndex | undefined };
}

/** Where a thread gets a galaxy's page counts from when another thread reads them. */
export type PageCountsSource = (galaxy: GalaxyIdentity) => Promise<PageCounts | undefined>;

/** What tells one galaxy's systems from another's (a reseed changes it), and whether it is ready. */
export type GalaxyIdentity = Pick<
  Galaxy,
  'seed' | 'size' | 'generator_version' | 'created_at' | 'status'
>;

/** The identity fields of a galaxy row (a small copy: a worker is sent this, not the config). */
export function galaxyIdentityOf(row: GalaxyIdentity): GalaxyIdentity {
  const { seed, size, generator_version, created_at, status } = row;
  return { seed, size, generator_version, created_at, status };
}

const caches = new WeakMap<Db, GalaxyCache>();

/**
 * This database's cache for its ready galaxy (none while seeding or without a galaxy). `known`:
 * the galaxy's row as the caller read it for the answer's galaxy version; otherwise it is read.
 */
export async function galaxyCache(
  db: Db,
  known?: GalaxyIdentity,
): Promise<GalaxyCache | undefined> {
  const row = known
    ? galaxyIdentityOf(known)
    : await db
        .selectFrom('galaxies')
        .select(['seed', 'size', 'generator_version', 'created_at', 'status'])
        .executeTakeFirst();
  if (row?.status !== 'ready') return undefined;
  const identity = galaxyIdentityOf(row);
  const galaxy = JSON.stringify(identity);
  let cache = caches.get(db);
  if (cache?.galaxy !== galaxy) {
    cache = { galaxy, identity, texts: new Map(), counts: new Map(), facts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The galaxy's page index, read on its first use (or asked of `source`, another thread that read
 * it) and then kept with the galaxy.
 */
export function pageIndexOf(
  db: Db,
  dialect: SearchSql,
  cache: GalaxyCache,
  source?: { counts: PageCountsSource; galaxy: GalaxyIdentity },
): Promise<PageIndex | undefined> {
  if (cache.pages) return cache.pages;
  const pages = source
    ? source
        .counts(source.galaxy)
        .then((counts) => counts && new PageIndex(counts.firstId, counts.planets, counts.stars))
    : readPageIndex(db, dialect);
  cache.pages = pages;
  pages.then(
    (index) => {
      if (cache.pages === pages) cache.pagesRead = { index };
    },
    () => {
      // Asked again next time (a worker that stopped is started again).
      if (source && cache.pages === pages) cache.pages = undefined;
    },
  );
  return pages;
}

/** The cached value for key, or compute's, kept (oldest entries evicted first). */
export async function remember<T>(
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
export async function discoveredSystems(
  db: Db,
  dialect: SearchSql,
  cache: GalaxyCache | undefined,
): Promise<SystemFacts[]> {
  const ids = await dialect.discoveredIds(db);
  const known =
    cache && ids.length <= MAX_REMEMBERED_FACTS ? cache.facts : new Map<number, SystemFacts>();
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const read = await sql<SystemFacts>`select id, name, hash, sector, planet_count, star_count
      from systems s where ${dialect.idIn(sql.ref('s.id'), missing)}`.execute(db);
    for (const row of read.rows) known.set(row.id, row);
  }
  return ids.flatMap((id) => known.get(id) ?? []);
}

/**
 * The search index's matches for text: up to `few` are read as ids in one pass (the count is
 * their length); past that only counted.
 */
export async function textMatchesOf(
  db: Db,
  dialect: SearchSql,
  cache: GalaxyCache | undefined,
  text: string,
  few: number,
): Promise<TextMatches> {
  return remember(cache?.texts, `${few}|${text}`, async () => {
    const ids = await dialect.textMatchIds(db, text, few + 1);
    if (ids.length <= few) return { count: ids.length, ids };
    return { count: await dialect.textMatchCount(db, text) };
  });
}
