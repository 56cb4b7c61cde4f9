import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

/**
 * The SQL the search writes differently per database. SQLite answers substrings from its FTS5
 * trigram table and is steered with `+column` and INDEXED BY; PostgreSQL answers them with ILIKE
 * over pg_trgm GIN indexes and plans for itself.
 */
export interface SearchSql {
  /** `column IN ids`, with ids bound as one parameter. */
  idIn(column: RawBuilder<unknown>, ids: number[]): Expression<SqlBool>;
  /** The ids as a one-column row source, in their order. */
  idRows(ids: number[]): RawBuilder<unknown>;
  /** A column the planner must not take to an index (for checking rows one by one). */
  unindexed(column: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Name or hash holds `text` (any case), as an index can answer it. */
  textMatch(text: string): Expression<SqlBool>;
  /** Name or hash of the row holds `text` (any case), checked on the row itself. */
  textInRow(text: string): Expression<SqlBool>;
  /** Name starts with `text` (any case), through the name-prefix index. */
  namePrefix(column: (name: string) => RawBuilder<unknown>, text: string): Expression<SqlBool>;
  /** Up to `limit` ids whose name or hash holds `text`, in id order. */
  textMatchIds(db: Db, text: string, limit: number): Promise<number[]>;
  /** How many systems' name or hash holds `text`. */
  textMatchCount(db: Db, text: string): Promise<number>;
  /** The systems table as the galaxy count should read it (`long`: the text is trigram-searched). */
  galaxyTable(long: boolean): RawBuilder<unknown>;
  /** Every discovered system's id, ascending, in one query. */
  discoveredIds(db: Db): Promise<number[]>;
  /**
   * Planet and star counts of the systems with ids in [from, to), in id order, as one text of
   * two characters each (char code 32 + count; 31 for a count outside 0–255). One value to read
   * rather than a row object per system (far faster on SQLite).
   */
  countCodes(db: Db, from: number, to: number): Promise<string>;
}

/** A count as a character code for countCodes. */
const code = (column: string) =>
  sql.raw(`case when ${column} between 0 and 255 then ${column} + 32 else 31 end`);

/** LIKE pattern with %, _ and \ escaped by backslash. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** FTS5 query for a literal substring: one quoted phrase, inner quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

const sqliteSql: SearchSql = {
  idIn: (column, ids) =>
    sql<SqlBool>`${column} in (select value from json_each(${JSON.stringify(ids)}))`,
  idRows: (ids) => sql`select value from json_each(${JSON.stringify(ids)})`,
  unindexed: (column) => sql`+${column}`,
  textMatch: (text) =>
    sql<SqlBool>`s.id in (select rowid from systems_fts where systems_fts match ${ftsPhrase(text)})`,
  textInRow(text) {
    const needle = text.toLowerCase();
    return sql<SqlBool>`(instr(lower(s.name), ${needle}) > 0 or instr(lower(s.hash), ${needle}) > 0)`;
  },
  // SQLite's LIKE ignores ASCII case and uses the NOCASE index on name.
  namePrefix: (column, text) =>
    sql<SqlBool>`${column('name')} like ${`${escapeLike(text)}%`} escape '\\'`,
  async textMatchIds(db, text, limit) {
    const rows = await sql<{ id: number }>`select rowid as id from systems_fts
      where systems_fts match ${ftsPhrase(text)} order by rowid limit ${limit}`.execute(db);
    return rows.rows.map((r) => r.id);
  },
  async textMatchCount(db, text) {
    const counted = await sql<{ n: number }>`select count(*) as n from systems_fts
      where systems_fts match ${ftsPhrase(text)}`.execute(db);
    return counted.rows[0]?.n ?? 0;
  },
  // The search matches are checked against the narrow (id, planets, stars) index rather than the
  // table, which SQLite would otherwise pick for an id list.
  galaxyTable: (long) => (long ? sql`systems s indexed by systems_id_counts` : sql`systems s`),
  async discoveredIds(db) {
    const listed = await sql<{ ids: string }>`select json_group_array(system_id) as ids
      from (select system_id from discoveries order by system_id)`.execute(db);
    return JSON.parse(listed.rows[0]?.ids ?? '[]') as number[];
  },
  async countCodes(db, from, to) {
    const read = await sql<{
      codes: string | null;
    }>`select group_concat(char(${code('planet_count')},
      ${code('star_count')}), '' order by id) as codes
      from systems where id >= ${from} and id < ${to}`.execute(db);
    return read.rows[0]?.codes ?? '';
  },
};

const substring = (text: string) => `%${escapeLike(text)}%`;

const postgresSql: SearchSql = {
  idIn: (column, ids) => sql<SqlBool>`${column} = any(${ids}::integer[])`,
  idRows: (ids) => sql`select unnest(${ids}::integer[])`,
  unindexed: (column) => column,
  textMatch: (text) =>
    sql<SqlBool>`(s.name ilike ${substring(text)} or s.hash ilike ${substring(text)})`,
  textInRow: (text) => postgresSql.textMatch(text),
  // The name-prefix index is on lower(name) with text_pattern_ops, which LIKE 'x%' uses.
  namePrefix: (column, text) =>
    sql<SqlBool>`lower(${column('name')}) like ${`${escapeLike(text.toLowerCase())}%`} escape '\\'`,
  async textMatchIds(db, text, limit) {
    const rows = await sql<{ id: number }>`select s.id from systems s
      where ${postgresSql.textMatch(text)} order by s.id limit ${limit}`.execute(db);
    return rows.rows.map((r) => r.id);
  },
  async textMatchCount(db, text) {
    const counted = await sql<{ n: number }>`select count(*) as n from systems s
      where ${postgresSql.textMatch(text)}`.execute(db);
    return counted.rows[0]?.n ?? 0;
  },
  galaxyTable: () => sql`systems s`,
  async discoveredIds(db) {
    const listed = await sql<{ ids: number[] | null }>`select array_agg(system_id
      order by system_id) as ids from discoveries`.execute(db);
    return listed.rows[0]?.ids ?? [];
  },
  async countCodes(db, from, to) {
    const read = await sql<{ codes: string | null }>`select string_agg(chr(${code('planet_count')})
      || chr(${code('star_count')}), '' order by id) as codes
      from systems where id >= ${from} and id < ${to}`.execute(db);
    return read.rows[0]?.codes ?? '';
  },
};

export function searchSqlOf(db: Db): SearchSql {
  return dialectOf(db) === 'postgres' ? postgresSql : sqliteSql;
}
