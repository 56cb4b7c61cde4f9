import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { isUniqueViolation } from '../connection/database-errors.js';
import { dialectOf } from '../connection/dialect.js';
import { takeTurn } from '../connection/loop-slices.js';
import type { GalaxyGrowth } from '../schema/galaxy/galaxy-growths.table.js';
import type { NewSystem } from '../schema/systems/systems.table.js';

/** Why a growth cannot start or go on; its message is one line for people. */
export class GrowthRefusedError extends Error {
  override name = 'GrowthRefusedError';
}

/**
 * Rows per insert statement. A batch inserted whole would hold a server that grows its own galaxy
 * for tens of milliseconds: the statements take turns with the event loop (its other requests wait
 * for the transaction either way, but timers and sockets need not).
 */
const ROWS_PER_STATEMENT = 125;

/** The growth under way, if any. */
export async function runningGrowth(db: Db): Promise<GalaxyGrowth | undefined> {
  return db
    .selectFrom('galaxy_growths')
    .selectAll()
    .where('state', '=', 'running')
    .executeTakeFirst();
}

/** Every growth, the latest first. */
export async function listGrowths(db: Db): Promise<GalaxyGrowth[]> {
  return db.selectFrom('galaxy_growths').selectAll().orderBy('id', 'desc').execute();
}

/**
 * Starts growing the ready galaxy to `toSize`. Refused once it holds as many, and while another
 * growth runs: the partial
 * unique index on running growths makes two starters, on any server, end with one row.
 */
export async function beginGrowth(db: Db, toSize: number, now: Date): Promise<GalaxyGrowth> {
  try {
    return await db.transaction().execute(async (trx) => {
      const galaxy = await trx.selectFrom('galaxies').select(['size', 'status']).executeTakeFirst();
      if (galaxy?.status !== 'ready') throw new GrowthRefusedError('No ready galaxy to grow.');
      const running = await runningGrowth(trx);
      if (running) throw busy(running);
      // Another growth may have ended since the caller read the size it grows from.
      if (toSize <= galaxy.size) {
        throw new GrowthRefusedError(`The galaxy has grown to ${galaxy.size} systems meanwhile.`);
      }
      return trx
        .insertInto('galaxy_growths')
        .values({
          from_size: galaxy.size,
          to_size: toSize,
          next_index: galaxy.size,
          state: 'running',
          started_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const running = await runningGrowth(db);
    throw running ? busy(running) : error;
  }
}

function busy(running: GalaxyGrowth): GrowthRefusedError {
  return new GrowthRefusedError(
    `A growth to ${running.to_size} systems is already under way (at ${running.next_index}).`,
  );
}

/**
 * Adds one batch of grown systems, in one transaction with the galaxy's new size and the growth's
 * progress: the game sees whole batches only, and a killed growth resumes after the last one.
 * The progress is compared and set, so two processes on one growth never add a batch twice.
 */
export async function addGrownSystems(
  db: Db,
  growth: Pick<GalaxyGrowth, 'id' | 'to_size'>,
  rows: readonly NewSystem[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const next = first.id + rows.length;
  if (next > growth.to_size) throw new RangeError('Grown systems past the growth’s size');
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('galaxy_growths')
      .set({ next_index: next })
      .where('id', '=', growth.id)
      .where('state', '=', 'running')
      .where('next_index', '=', first.id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new GrowthRefusedError('Another process is adding this growth’s systems.');
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const slice = rows.slice(i, i + ROWS_PER_STATEMENT);
      await trx.insertInto('systems').values(slice).execute();
      if (dialectOf(trx) === 'sqlite') {
        // The search index is external content: it learns of new rows only when told.
        await sql`insert into systems_fts (rowid, name, hash)
          select id, name, hash from systems
          where id >= ${slice[0]!.id} and id < ${slice[0]!.id + slice.length}`.execute(trx);
      }
      await takeTurn();
    }
    await trx.updateTable('galaxies').set({ size: next }).execute();
  });
}

/** Marks the growth done once its last batch is in. */
export async function finishGrowth(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('galaxy_growths')
    .set({ state: 'done', finished_at: now.toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .whereRef('next_index', '=', 'to_size')
    .execute();
}

/**
 * The stored tiers of systems `from` … `to` − 1 in id order: a reach index reads its galaxy's a
 * page at a time below the size it read (never a system a growth commits meanwhile), and after a
 * growth the grown systems' alone.
 */
export async function listGrownRarities(
  db: Db,
  from: number,
  to: number,
): Promise<{ id: number; rarity: NewSystem['rarity'] }[]> {
  return db
    .selectFrom('systems')
    .select(['id', 'rarity'])
    .where('id', '>=', from)
    .where('id', '<', to)
    .orderBy('id')
    .execute();
}
