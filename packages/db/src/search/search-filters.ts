import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { SystemFacts, TextMatches } from './search-cache.js';
import type { SearchSql } from './search-sql.js';

/** The guide's filters, each in three readings that must agree. */
export interface SearchFilters {
  /** As written, for the database to answer from an index. */
  indexed: Expression<SqlBool>[];
  /** For checking rows one by one (SQLite: columns behind a unary +, never taken to an index). */
  perRow: Expression<SqlBool>[];
  /** In JavaScript, for the discovered systems' remembered facts. */
  inMemory: ((s: SystemFacts) => boolean)[];
}

export interface FilterValues {
  minPlanets?: number;
  minStars?: number;
  sector?: string;
  /** Trimmed search text; '' for none. */
  text: string;
  /** The trigram search's matches, for text of three or more characters. */
  matches?: TextMatches;
}

/** The filters of a search, in their three readings (see SearchFilters). */
export function buildFilters(dialect: SearchSql, values: FilterValues): SearchFilters {
  const filters: SearchFilters = { indexed: [], perRow: [], inMemory: [] };
  const both = (
    build: (column: (name: string) => RawBuilder<unknown>) => Expression<SqlBool>,
    test: (s: SystemFacts) => boolean,
  ) => {
    filters.indexed.push(build((name) => sql.ref(`s.${name}`)));
    filters.perRow.push(build((name) => dialect.unindexed(sql.ref(`s.${name}`))));
    filters.inMemory.push(test);
  };
  if (values.minPlanets !== undefined && values.minPlanets > 0) {
    const min = values.minPlanets;
    both(
      (c) => sql<SqlBool>`${c('planet_count')} >= ${min}`,
      (s) => s.planet_count >= min,
    );
  }
  if (values.minStars !== undefined && values.minStars > 1) {
    const min = values.minStars;
    both(
      (c) => sql<SqlBool>`${c('star_count')} >= ${min}`,
      (s) => s.star_count >= min,
    );
  }
  if (values.sector !== undefined && values.sector !== '') {
    const sector = values.sector;
    both(
      (c) => sql<SqlBool>`${c('sector')} = ${sector}`,
      (s) => s.sector === sector,
    );
  }
  const { text, matches } = values;
  if (matches) {
    // A few matches are passed as a list of ids: later queries skip the search index.
    filters.indexed.push(
      matches.ids ? dialect.idIn(sql.ref('s.id'), matches.ids) : dialect.textMatch(text),
    );
    filters.perRow.push(dialect.textInRow(text));
    const needle = text.toLowerCase();
    filters.inMemory.push(
      (s) => s.name.toLowerCase().includes(needle) || s.hash.toLowerCase().includes(needle),
    );
  } else if (text.length > 0) {
    const prefix = text.toLowerCase();
    both(
      (c) => dialect.namePrefix(c, text),
      (s) => s.name.toLowerCase().startsWith(prefix),
    );
  }
  return filters;
}

/** `where a and b …`, or nothing when there are no conditions. */
export function whereOf(
  filters: Expression<SqlBool>[],
  extra?: Expression<SqlBool>,
): RawBuilder<unknown> {
  const all = extra ? [...filters, extra] : filters;
  return all.length > 0 ? sql`where ${sql.join(all, sql` and `)}` : sql``;
}
