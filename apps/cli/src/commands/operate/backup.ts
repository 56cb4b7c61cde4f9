import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export const backupCommand: CommandRegistration = (program, context) => {
  program
    .command('backup')
    .description('Write a consistent copy of the live database (SQLite online backup).')
    .argument('<file>', 'where to write the copy; must not exist yet')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
Safe while the server runs: SQLite copies a consistent snapshot page by page.

Example:
  $ orrery backup ./backups/orrery-2026-11-21.db --db ./data/orrery.db`,
    )
    .action(async (file: string, options: DatabaseOptions) =>
      (await import('../../actions/operate/backup.js')).backup(context, file, options),
    );
};
