import { forUpdate } from '../connection/row-locks.js';
import { compiledOnce } from '../connection/compiled-once.js';
import type { Db } from '../schema/db.js';
import type { Galaxy } from '../schema/galaxy/galaxies.table.js';

const galaxyRow = compiledOnce((db) => db.selectFrom('galaxies').selectAll());

/** The galaxy row (read by every regenerated system: its SQL is built once). */
export async function getGalaxy(db: Db): Promise<Galaxy | undefined> {
  return (await galaxyRow(db))[0];
}

/** The galaxy's status alone (`seeding`, `ready`), for the health check's frequent reads. */
export async function getGalaxyStatus(db: Db): Promise<Galaxy['status'] | undefined> {
  const row = await db.selectFrom('galaxies').select('status').executeTakeFirst();
  return row?.status;
}

export async function setGalaxyConfig(db: Db, configJson: string): Promise<void> {
  await db.updateTable('galaxies').set({ config: configJson }).execute();
}

/** The galaxy row, locked until the surrounding transaction ends (forUpdate: row-locks.ts). */
export async function lockGalaxy(db: Db): Promise<Galaxy | undefined> {
  return forUpdate(db, db.selectFrom('galaxies').selectAll()).executeTakeFirst();
}
