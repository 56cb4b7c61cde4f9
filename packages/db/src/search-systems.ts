import { sql, type Expression, type SqlBool } from 'kysely';
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

/**
 * The guide's search: text, minimum planets and stars, discovery status, paging (limit capped at
 * 100), in index order. Counting undiscovered systems subtracts the (few) discovered ones from the
 * filter's total, so no query has to probe discoveries once per system.
 */
export async function searchSystems(db: Db, query: SystemSearch): Promise<SystemSearchResult> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 16), 1), MAX_SEARCH_LIMIT);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const status = query.status ?? 'all';
  const text = query.search?.trim() ?? '';

  const filters: Expression<SqlBool>[] = [];
  if (text.length >= TRIGRAM) {
    filters.push(
      sql<SqlBool>`s.id in (select rowid from systems_fts where systems_fts match ${ftsPhrase(text)})`,
    );
  } else if (text.length > 0) {
    const pattern = likePrefix(text);
    filters.push(sql<SqlBool>`s.name like ${pattern} escape '\\'`);
  }
  if (query.minPlanets !== undefined && query.minPlanets > 0) {
    filters.push(sql<SqlBool>`s.planet_count >= ${query.minPlanets}`);
  }
  if (query.minStars !== undefined && query.minStars > 1) {
    filters.push(sql<SqlBool>`s.star_count >= ${query.minStars}`);
  }
  if (query.sector !== undefined && query.sector !== '') {
    filters.push(sql<SqlBool>`s.sector = ${query.sector}`);
  }
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const discoveredOnly = sql`s.id in (select system_id from discoveries)`;
  const and = filters.length > 0 ? sql`and` : sql`where`;

  const shortText = text.length > 0 && text.length < TRIGRAM;
  const countOf = async (extra: ReturnType<typeof sql> | null): Promise<number> => {
    // A list of ids (search matches, discoveries) is checked against the narrow (id, planets,
    // stars) index rather than the table; SQLite would otherwise pick the table's rowid.
    const byIds = (text.length >= TRIGRAM || extra !== null) && !shortText;
    const from = byIds ? sql`systems s indexed by systems_id_counts` : sql`systems s`;
    // Text alone: the search index counts its matches without touching the systems table.
    const query =
      extra === null && filters.length === 1 && text.length >= TRIGRAM
        ? sql<{ n: number }>`select count(*) as n from systems_fts
            where systems_fts match ${ftsPhrase(text)}`
        : sql<{ n: number }>`select count(*) as n from ${from} ${where}
            ${extra === null ? sql`` : sql`${and} ${extra}`}`;
    const result = await query.execute(db);
    return result.rows[0]?.n ?? 0;
  };
  const totalCount =
    status === 'all'
      ? await countOf(null)
      : status === 'discovered'
        ? await countOf(discoveredOnly)
        : (await countOf(null)) - (await countOf(discoveredOnly));

  const statusFilter =
    status === 'all'
      ? sql``
      : status === 'discovered'
        ? sql`${and} ${discoveredOnly}`
        : sql`${and} s.id not in (select system_id from discoveries)`;
  // Past the middle, page from the end: the last page costs what the first does.
  const offset = (page - 1) * limit;
  const fromEnd = offset > totalCount / 2;
  const pageIds = fromEnd
    ? sql`select s.id from systems s ${where} ${statusFilter} order by s.id desc
          limit ${Math.max(Math.min(offset + limit, totalCount) - offset, 0)}
          offset ${Math.max(totalCount - offset - limit, 0)}`
    : sql`select s.id from systems s ${where} ${statusFilter} order by s.id
          limit ${limit} offset ${offset}`;
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
