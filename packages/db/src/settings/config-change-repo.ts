import type { Db } from '../schema/db.js';
import type { ConfigChange, NewConfigChange } from '../schema/settings/config-changes.table.js';

/** Records a change of the game config (inside the transaction that makes it). */
export async function insertConfigChange(db: Db, row: NewConfigChange): Promise<void> {
  await db.insertInto('config_changes').values(row).execute();
}

/** The newest `limit` changes of the game config, newest first. */
export async function listConfigChanges(db: Db, limit: number): Promise<ConfigChange[]> {
  return db.selectFrom('config_changes').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
