import type { Command } from 'commander';
import { maskTarget, postgresUrlProblem, type Dialect } from '@orrery/db';
import { CliError, USAGE_EXIT_CODE } from './cli-error.js';
import type { CliEnv } from './env.js';

/** The database a command works on, resolved from its flags and the environment. */
export interface DatabaseTarget {
  dialect: Dialect;
  /** What openDatabase takes: the SQLite file's path, or the postgres:// URL. */
  location: string;
  /** Where it was named (--db, --database-url, DATABASE_URL, DATABASE_PATH): for messages. */
  setting: string;
  /** For people: the path, or the URL with its password masked. */
  shown: string;
}

/** A PostgreSQL target named by `setting`; a malformed URL is a usage error. */
export function postgresTarget(url: string, setting: string): DatabaseTarget {
  // The message never repeats the URL: a malformed one may still hold a password.
  const problem = postgresUrlProblem(url);
  if (problem) throw new CliError(`${setting}: ${problem}`, USAGE_EXIT_CODE);
  return { dialect: 'postgres', location: url, setting, shown: maskTarget(url) };
}

/**
 * The database of `command`: --database-url, else --db, else DATABASE_URL, else DATABASE_PATH (or
 * ./data/orrery.db). A flag on the command line beats the environment; both flags at once are a
 * usage error.
 */
export function resolveDatabaseTarget(command: Command, env: CliEnv): DatabaseTarget {
  const url = command.getOptionValue('databaseUrl') as string | undefined;
  const path = command.getOptionValue('db') as string;
  const pathGiven = command.getOptionValueSource('db') === 'cli';
  if (url !== undefined && pathGiven) {
    throw new CliError('Give either --db or --database-url, not both.', USAGE_EXIT_CODE);
  }
  if (url !== undefined) return postgresTarget(url, '--database-url');
  if (!pathGiven && env.databaseUrl !== undefined)
    return postgresTarget(env.databaseUrl, 'DATABASE_URL');
  return { dialect: 'sqlite', location: path, setting: '--db', shown: path };
}

/** What a command's action finds in its options once the program has resolved the database. */
export interface DatabaseOptions {
  database: DatabaseTarget;
}
