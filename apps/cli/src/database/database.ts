import { checkConnection, closeDatabase, migrateToLatest, openDatabase } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import type { Db } from '@orrery/db';
import type { Galaxy } from '@orrery/db/galaxy';
import { CliError } from '../shell/cli-error.js';
import { prepareDatabaseFile } from './database-file.js';
import type { DatabaseTarget } from '../shell/database-target.js';

/** A command holds few connections at once: the server's pools share the same PostgreSQL. */
const CLI_POOL_SIZE = 2;

/**
 * Opens the database, checks that it answers (PostgreSQL: a wrong address or password is one
 * line naming the setting, password masked), brings its schema up to date (a no-op when it is),
 * runs `work` and closes it whatever happens. On SQLite only `create` may make a new file; every
 * other command refuses a missing one instead of leaving an empty database behind, and every
 * command a path that is not SQLite's.
 */
export async function withDatabase<T>(
  target: DatabaseTarget,
  work: (db: Db) => Promise<T>,
  options: { create?: boolean } = {},
): Promise<T> {
  if (target.dialect === 'sqlite') prepareDatabaseFile(target.location, options.create === true);
  const db = openDatabase(target.location, { poolSize: CLI_POOL_SIZE });
  try {
    if (target.dialect === 'postgres') await checkConnection(db, target.setting, target.location);
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await closeDatabase(db);
  }
}

/** The command that resumes an interrupted seed: the same seed, size and generator version. */
export function finishSeedCommand(
  galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version' | 'generation_profile'>,
): string {
  const seed = /^[\w.,:@%+=/-]+$/.test(galaxy.seed)
    ? galaxy.seed
    : `'${galaxy.seed.replaceAll("'", `'\\''`)}'`;
  // The profile's file is the designer's; the command names it only as a placeholder.
  const profile = galaxy.generation_profile === null ? '' : ' --profile <the same profile.json>';
  return `orrery seed --seed ${seed} --size ${galaxy.size} --generator-version ${galaxy.generator_version}${profile}`;
}

/** The galaxy, refusing when there is none or when its seeding never finished. */
export async function requireGalaxy(db: Db): Promise<Galaxy> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new CliError('There is no galaxy yet; create one with `orrery seed`.');
  if (galaxy.status !== 'ready') {
    throw new CliError(
      `The galaxy is only partly seeded; finish it with \`${finishSeedCommand(galaxy)}\`.`,
    );
  }
  return galaxy;
}
