import type { Db } from '../db.js';
import type { Galaxy } from '../tables/galaxies.table.js';

export async function getGalaxy(db: Db): Promise<Galaxy | undefined> {
  return db.selectFrom('galaxies').selectAll().executeTakeFirst();
}

export async function setGalaxyConfig(db: Db, configJson: string): Promise<void> {
  await db.updateTable('galaxies').set({ config: configJson }).execute();
}
