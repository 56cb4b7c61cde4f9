import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backupDatabase } from '@orrery/db';
import { CliError } from '../cli-error.js';
import { withDatabase } from '../database.js';
import { formatCount } from '@orrery/format';
import { printLine } from '../io.js';
import type { CliContext } from '../program.js';

export async function backup({ io }: CliContext, file: string, options: { db: string }) {
  if (resolve(file) === resolve(options.db)) {
    throw new CliError('The backup file must differ from the database.');
  }
  if (existsSync(file)) throw new CliError(`${file} already exists; choose a new file.`);
  await withDatabase(options.db, async (db) => {
    mkdirSync(dirname(file), { recursive: true });
    await backupDatabase(db, file);
  });
  printLine(io, `Backed up ${options.db} to ${file} (${formatCount(statSync(file).size)} bytes).`);
}
