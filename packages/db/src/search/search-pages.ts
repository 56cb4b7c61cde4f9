import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchFilters } from './search-filters.js';
import { whereOf } from './search-filters.js';
import type { SearchSql } from './search-sql.js';

/** Where the search switches strategy (measured at 1,000,000 systems on SQLite; tests vary them). */
export interface SearchTuning {
  /** Rows a page may walk in id order, checking each, before the indexes are used instead. */
  walkBudget: number;
  /** Up to this many text matches are read once and passed on as a list of ids. */
  fewMatches: number;
  /** Pages without text or sector from the galaxy's page index (default); false: in SQL. */
  pagesInMemory?: boolean;
}

export const DEFAULT_TUNING: SearchTuning = { walkBudget: 20_000, fewMatches: 2000 };

export interface PageRequest {
  page: number;
  limit: number;
  /** Matches over all pages. */
  totalCount: number;
  /** Systems in the galaxy. */
  galaxySize: number;
  status: 'all' | 'discovered' | 'undiscovered';
  /** The discovered matches in id order (status 'discovered' pages through these). */
  discoveredIds: number[];
}

/**
 * The query for one page's ids, in id order or reversed. Past the middle it pages from the end,
 * so the last page costs what the first does. Where matches are dense, walking the table in id
 * order and checking each row reaches the page sooner than collecting every match from an index
 * and sorting them all.
 */
export function pageIdsQuery(
  dialect: SearchSql,
  filters: SearchFilters,
  request: PageRequest,
  tuning: SearchTuning,
): RawBuilder<unknown> {
  const { page, limit, totalCount, galaxySize, status } = request;
  const offset = (page - 1) * limit;
  if (status === 'discovered') {
    return dialect.idRows(request.discoveredIds.slice(offset, offset + limit));
  }
  const fromEnd = offset > totalCount / 2;
  const skip = fromEnd ? Math.max(totalCount - offset - limit, 0) : offset;
  const walk = totalCount > 0 && ((skip + limit) * galaxySize) / totalCount <= tuning.walkBudget;
  const undiscoveredOnly = sql<SqlBool>`s.id not in (select system_id from discoveries)`;
  const where = whereOf(
    walk ? filters.perRow : filters.indexed,
    status === 'undiscovered' ? undiscoveredOnly : undefined,
  );
  return fromEnd
    ? sql`select s.id from systems s ${where} order by s.id desc
        limit ${Math.max(Math.min(offset + limit, totalCount) - offset, 0)} offset ${skip}`
    : sql`select s.id from systems s ${where} order by s.id limit ${limit} offset ${offset}`;
}
