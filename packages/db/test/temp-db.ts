import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '../src/index.js';

/** A fresh, migrated SQLite file in its own temp directory; `cleanup` closes and removes it. */
export async function tempDatabase(): Promise<{
  db: Db;
  path: string;
  cleanup: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-db-'));
  const path = join(dir, 'test.db');
  const db = openDatabase(path);
  await migrateToLatest(db);
  return {
    db,
    path,
    cleanup: async () => {
      await closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
