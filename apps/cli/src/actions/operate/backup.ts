import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backupDatabase } from '@orrery/db/maintenance';
import { CliError } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import { formatCount } from '@orrery/format';
import { printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import { pgDump } from '../../services/pg-dump.js';

/** SQLite: the online backup API. PostgreSQL: pg_dump, in its custom format. */
export async function backup({ io }: CliContext, file: string, options: DatabaseOptions) {
  const { database } = options;
  if (database.dialect === 'sqlite' && resolve(file) === resolve(database.location)) {
    throw new CliError('The backup file must differ from the database.');
  }
  if (existsSync(file)) throw new CliError(`${file} already exists; choose a new file.`);
  await withDatabase(database, async (db) => {
    mkdirSync(dirname(file), { recursive: true });
    try {
      if (database.dialect === 'postgres') await pgDump(database.location, file);
      else await backupDatabase(db, file);
    } catch (error) {
      rmSync(file, { force: true }); // never a partial copy that looks like a backup
      throw error;
    }
  });
  printLine(
    io,
    `Backed up ${database.shown} to ${file} (${formatCount(statSync(file).size)} bytes).`,
  );
}
