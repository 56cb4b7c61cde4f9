import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from '../shell/cli-error.js';
import { pathProblem } from '../shell/path-problem.js';

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Refuses a database path SQLite cannot use, naming the path and what is wrong with it (SQLite
 * itself says only "unable to open database file" or "file is not a database"). A missing file is
 * refused unless `create`, which makes its directory; an empty file is a new database to SQLite.
 */
export function prepareDatabaseFile(path: string, create: boolean): void {
  let size: number;
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      throw new CliError(`The database ${path} is a directory, not a SQLite file.`);
    }
    size = stats.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new CliError(`The database ${path}: ${pathProblem(error, 'a SQLite file')}.`);
    }
    if (!create) {
      throw new CliError(`No database at ${path}; create one with \`orrery seed --db ${path}\`.`);
    }
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (mkdirError) {
      throw new CliError(
        `Cannot create the database ${path}: ${pathProblem(mkdirError, 'a directory')}.`,
      );
    }
    return;
  }
  if (size > 0 && !startsWithSqliteHeader(path)) {
    throw new CliError(`${path} is not a SQLite database (it lacks SQLite's header).`);
  }
}

function startsWithSqliteHeader(path: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new CliError(`The database ${path}: ${pathProblem(error, 'a SQLite file')}.`);
  }
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.equals(SQLITE_HEADER);
}
