import { sql } from 'kysely';
import type { Db } from '../connection/open-database.js';

/**
 * Every sector of the galaxy, in name order: a loose index scan over systems_sector (one seek per
 * sector), so it costs the same at 1,000,000 systems as at 300.
 */
export async function listSectors(db: Db): Promise<string[]> {
  const result = await sql<{ sector: string | null }>`
    with recursive sectors(sector) as (
      select min(sector) from systems
      union all
      select (select min(s.sector) from systems s where s.sector > sectors.sector)
      from sectors where sectors.sector is not null
    )
    select sector from sectors where sector is not null`.execute(db);
  return result.rows.map((row) => row.sector!);
}
