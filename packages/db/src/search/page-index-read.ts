import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { PageIndex } from './page-index.js';
import type { SearchSql } from './search-sql.js';

/** Systems per read while building: each read is short, so other searches are not held long. */
const CHUNK = 65_536;

/**
 * The galaxy's page index, read once per ready galaxy (search-cache.ts keeps it), as one
 * text per block of ids rather than a row object per system, which took several times as long.
 * Undefined where it cannot hold the galaxy (the search then pages in SQL): ids not dense, or a
 * count outside 0–255.
 */
export async function readPageIndex(db: Db, dialect: SearchSql): Promise<PageIndex | undefined> {
  const span = await sql<{ first: number | null; last: number | null; n: number }>`
    select min(id) as first, max(id) as last, count(*) as n from systems`.execute(db);
  const { first, last, n } = span.rows[0] ?? { first: null, last: null, n: 0 };
  if (first === null || last === null || Number(last) - Number(first) + 1 !== Number(n)) {
    return undefined;
  }
  const firstId = Number(first);
  const size = Number(n);
  const planets = new Uint8Array(size);
  const stars = new Uint8Array(size);
  for (let start = 0; start < size; start += CHUNK) {
    const codes = await dialect.countCodes(db, firstId + start, firstId + start + CHUNK);
    if (codes.length !== 2 * Math.min(CHUNK, size - start)) return undefined;
    for (let i = 0; i < codes.length; i += 2) {
      const planetCode = codes.charCodeAt(i);
      const starCode = codes.charCodeAt(i + 1);
      if (planetCode < 32 || starCode < 32) return undefined;
      planets[start + i / 2] = planetCode - 32;
      stars[start + i / 2] = starCode - 32;
    }
  }
  return new PageIndex(firstId, planets, stars);
}
