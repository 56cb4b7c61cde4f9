import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

// Card shapes for systems seeded before they were stored (systems.card_shape): the game layer
// spells them and stores them here, a batch at a time, after a start.

/**
 * The galaxy's first and last id, and whether either lacks a card shape: seeds and the backfill go
 * in id order, so a galaxy whose last system has one has them all (two primary-key reads, where
 * looking for a null would read every row). Undefined without systems.
 */
export async function cardShapeEnds(
  db: Db,
): Promise<{ firstId: number; lastId: number; missing: boolean } | undefined> {
  const end = (direction: 'asc' | 'desc') =>
    db
      .selectFrom('systems')
      .select(['id', 'card_shape'])
      .orderBy('id', direction)
      .limit(1)
      .executeTakeFirst();
  const first = await end('asc');
  const last = await end('desc');
  if (!first || !last) return undefined;
  return {
    firstId: first.id,
    lastId: last.id,
    missing: first.card_shape === null || last.card_shape === null,
  };
}

/** Ids in [from, to) without a card shape, in id order (a bounded range of the primary key). */
export async function systemIdsWithoutCardShape(
  db: Db,
  from: number,
  to: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('systems')
    .select('id')
    .where('id', '>=', from)
    .where('id', '<', to)
    .where('card_shape', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stores each system's card shape where it has none yet (a row a reseed wrote meanwhile keeps the
 * one it came with), in one transaction.
 */
export async function storeCardShapes(
  db: Db,
  shapes: { id: number; shape: string }[],
): Promise<void> {
  if (shapes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      // One statement, its rows unnested from two arrays: a round trip per row would be slow.
      await sql`update systems set card_shape = c.shape
        from unnest(${shapes.map((s) => s.id)}::int4[], ${shapes.map((s) => s.shape)}::text[])
          as c (id, shape)
        where systems.id = c.id and systems.card_shape is null`.execute(trx);
      return;
    }
    // SQLite: a prepared statement per row is as fast as it gets in-process.
    for (const { id, shape } of shapes) {
      await trx
        .updateTable('systems')
        .set({ card_shape: shape })
        .where('id', '=', id)
        .where('card_shape', 'is', null)
        .execute();
    }
  });
}
