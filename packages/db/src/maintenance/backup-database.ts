import type { Db } from '../schema/db.js';
import { rawHandle } from '../connection/open-sqlite.js';

/** Copies the live database to `file` with SQLite's online backup (safe while others write). */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  await rawHandle(db).backup(file);
}
