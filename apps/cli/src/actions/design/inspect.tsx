import { requireGalaxy, withDatabase } from '../../database/database.js';
import { printJson } from '../../shell/io.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import { inspectSystem } from '../../services/inspect-system.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export async function inspect(
  { io }: CliContext,
  key: string,
  options: DatabaseOptions & { json?: boolean },
) {
  const { served, inspected } = await withDatabase(options.database, async (db) =>
    inspectSystem(db, await requireGalaxy(db), key),
  );
  if (options.json) printJson(io, served);
  else {
    await printViewOf(
      io,
      () => import('../../views/system-tree.js'),
      ({ SystemTree }) => <SystemTree system={inspected} />,
    );
  }
}
