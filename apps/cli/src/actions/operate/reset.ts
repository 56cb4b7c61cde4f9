import { resetGalaxy } from '@orrery/api/game/operations';
import { CliError } from '../../shell/cli-error.js';
import { confirm } from '../../shell/confirm.js';
import { withDatabase } from '../../database/database.js';
import { countOf } from '@orrery/format';
import { printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export async function reset(
  { io }: CliContext,
  options: DatabaseOptions & { all?: boolean; yes?: boolean },
): Promise<void> {
  const all = options.all === true;
  const what = all
    ? 'the galaxy, every discovery and every player'
    : 'the galaxy and every discovery';
  if (!options.yes) {
    if (!io.interactive) throw new CliError('Refusing to reset without a terminal; pass --yes.');
    if (!(await confirm(io, `Remove ${what} from ${options.database.shown}?`))) {
      throw new CliError('Reset cancelled; nothing changed.');
    }
  }
  const result = await withDatabase(options.database, (db) => resetGalaxy(db, { all }));
  const systems = countOf(result.systems, 'system');
  const discoveries = countOf(result.discoveries, 'discovery', 'discoveries');
  printLine(
    io,
    all
      ? `Removed ${systems}, ${discoveries} and ${countOf(result.users, 'player')}.`
      : `Removed ${systems} and ${discoveries}; players and their ledgers kept.`,
  );
}
