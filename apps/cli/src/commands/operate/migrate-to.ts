import { Option } from 'commander';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseUrlOption } from '../../shell/program.js';

export const migrateToCommand: CommandRegistration = (program, context) => {
  program
    .command('migrate-to')
    .description('Move a SQLite galaxy with its players to PostgreSQL: every row of every table.')
    .addOption(
      new Option('--db <path>', 'the SQLite database to copy from').default(
        context.env.databasePath,
        'DATABASE_PATH, else ./data/orrery.db',
      ),
    )
    .addOption(databaseUrlOption())
    .option('--force', 'replace whatever the PostgreSQL database already holds')
    .option('--json', 'print the rows copied per table as JSON')
    .addHelpText(
      'after',
      `
Stop the servers first. The PostgreSQL database gets the latest schema, then every table the schema
has (users, sessions, the galaxy, discoveries, the ledger, achievements, settings, statistics …) in
one transaction, ids kept and id sequences continued; then every balance is checked against its
ledger. It refuses a database that already holds a galaxy or players, unless --force. The SQLite
file is only read. Afterwards start the servers with DATABASE_URL set.

Example:
  $ orrery migrate-to --db ./data/orrery.db --database-url postgres://orrery:secret@db/orrery`,
    )
    .action(
      async (options: { db: string; databaseUrl?: string; force?: boolean; json?: boolean }) =>
        (await import('../../actions/operate/migrate-to.js')).migrateTo(context, options),
    );
};
