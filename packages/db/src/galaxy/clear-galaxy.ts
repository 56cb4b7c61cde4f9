import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

export interface ClearedGalaxy {
  systems: number;
  discoveries: number;
}

/**
 * Removes the galaxy row, its systems, every discovery and the search index's entries; players,
 * ledgers, achievements, profile settings and settings stay. Call inside a transaction.
 */
export async function clearGalaxy(db: Db): Promise<ClearedGalaxy> {
  // Showcases name systems, and the leaderboards' figures count discoveries: both go with them.
  await db.deleteFrom('showcase_cards').execute();
  await db.deleteFrom('system_names').execute();
  await db.deleteFrom('card_finishes').execute();
  await db.deleteFrom('player_stats').execute();
  await db.deleteFrom('leaderboard_buckets').execute();
  // Offers name systems and count collects (the pity rule's run): a new galaxy draws afresh.
  await db.deleteFrom('collect_offers').execute();
  // Trades and the holder history name systems of this galaxy; blocks between societies stay.
  await db.deleteFrom('trade_items').execute();
  await db.deleteFrom('trades').execute();
  await db.deleteFrom('system_holders').execute();
  const discoveries = await db.deleteFrom('discoveries').executeTakeFirst();
  // The map's log of discovery changes belongs to this galaxy too.
  await db.deleteFrom('discovery_changes').execute();
  const systems = await db.deleteFrom('systems').executeTakeFirst();
  // SQLite's search index is an external-content FTS5 table: it is emptied with the systems.
  // (PostgreSQL's trigram indexes are ordinary indexes of the systems table.)
  if (dialectOf(db) === 'sqlite') {
    await sql`insert into systems_fts(systems_fts) values ('delete-all')`.execute(db);
  }
  // A growth belongs to the galaxy it grew; a new galaxy starts with none running.
  await db.deleteFrom('galaxy_growths').execute();
  await db.deleteFrom('galaxies').execute();
  return {
    systems: Number(systems.numDeletedRows),
    discoveries: Number(discoveries.numDeletedRows),
  };
}
