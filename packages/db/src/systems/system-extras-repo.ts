import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import type { CardFinish } from '../schema/systems/card-finishes.table.js';
import type { SystemName } from '../schema/systems/system-names.table.js';

// Public names and card finishes: what a holder bought for a system.

/** Public names and finishes of the given systems, by system id. */
export async function listSystemExtras(
  db: Db,
  systemIds: number[],
): Promise<Map<number, { name?: string; finish?: string }>> {
  const extras = new Map<number, { name?: string; finish?: string }>();
  if (systemIds.length === 0) return extras;
  const names = await db
    .selectFrom('system_names')
    .select(['system_id', 'name'])
    .where('system_id', 'in', systemIds)
    .execute();
  const finishes = await db
    .selectFrom('card_finishes')
    .select(['system_id', 'finish'])
    .where('system_id', 'in', systemIds)
    .execute();
  for (const row of names) extras.set(row.system_id, { name: row.name });
  for (const row of finishes) {
    extras.set(row.system_id, { ...extras.get(row.system_id), finish: row.finish });
  }
  return extras;
}

/** The system holding `name` as its public name (ignoring case), if any. */
export async function findSystemNameByName(db: Db, name: string): Promise<SystemName | undefined> {
  return db
    .selectFrom('system_names')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function findSystemName(db: Db, systemId: number): Promise<SystemName | undefined> {
  return db
    .selectFrom('system_names')
    .selectAll()
    .where('system_id', '=', systemId)
    .executeTakeFirst();
}

/** Sets (or replaces) a system's public name. */
export async function saveSystemName(db: Db, row: SystemName): Promise<void> {
  await db
    .insertInto('system_names')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('system_id')
        .doUpdateSet({ user_id: row.user_id, name: row.name, named_at: row.named_at }),
    )
    .execute();
}

export async function deleteSystemName(db: Db, systemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('system_names')
    .where('system_id', '=', systemId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every public name, newest first (the operator's list). */
export async function listSystemNames(
  db: Db,
): Promise<(SystemName & { hash: string; catalogue_name: string })[]> {
  return db
    .selectFrom('system_names as n')
    .innerJoin('systems as s', 's.id', 'n.system_id')
    .selectAll('n')
    .select(['s.hash', 's.name as catalogue_name'])
    .orderBy('n.named_at', 'desc')
    .execute();
}

export async function findCardFinish(db: Db, systemId: number): Promise<CardFinish | undefined> {
  return db
    .selectFrom('card_finishes')
    .selectAll()
    .where('system_id', '=', systemId)
    .executeTakeFirst();
}

/** Sets (or replaces) a card's finish. */
export async function saveCardFinish(db: Db, row: CardFinish): Promise<void> {
  await db
    .insertInto('card_finishes')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('system_id')
        .doUpdateSet({ user_id: row.user_id, finish: row.finish, applied_at: row.applied_at }),
    )
    .execute();
}

/**
 * Touches a system's discovery row: its trigger advances the galaxy's discovery revision, so
 * cached public reads of the system (full view, guide cards) are answered afresh.
 */
export async function touchDiscovery(db: Db, systemId: number): Promise<void> {
  await db
    .updateTable('discoveries')
    .set({ discovered_at: sql`discovered_at` })
    .where('system_id', '=', systemId)
    .execute();
}
