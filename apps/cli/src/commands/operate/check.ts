import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export const checkCommand: CommandRegistration = (program, context) => {
  program
    .command('check')
    .description(
      "Check the database: its structure, its foreign keys and the game's invariants; exits 1 on any finding.",
    )
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option(
      '--full',
      "SQLite's integrity_check (also compares indexes; slower); amcheck on PostgreSQL",
    )
    .option('--json', 'print the findings as JSON ({ ok, findings: [{ check, detail }] })')
    .addHelpText(
      'after',
      `
Reads only: it never migrates or repairs. A damaged SQLite file is restored from a backup
(docs/operations.md, "Backups and restore").

Examples:
  $ orrery check
  $ orrery check --full --db ./data/orrery.db`,
    )
    .action(async (options: DatabaseOptions & { full?: boolean; json?: boolean }) =>
      (await import('../../actions/operate/check.js')).check(context, options),
    );
};
