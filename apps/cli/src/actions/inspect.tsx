import { requireGalaxy, withDatabase } from '../database.js';
import { printJson } from '../io.js';
import { printView } from '../render-view.js';
import type { CliContext } from '../program.js';
import { inspectSystem } from '../services/inspect-system.js';
import { SystemTree } from '../views/system-tree.js';
import type { DatabaseOptions } from '../database-target.js';

export async function inspect(
  { io }: CliContext,
  key: string,
  options: DatabaseOptions & { json?: boolean },
) {
  const { served, inspected } = await withDatabase(options.database, async (db) =>
    inspectSystem(db, await requireGalaxy(db), key),
  );
  if (options.json) printJson(io, served);
  else printView(io, <SystemTree system={inspected} />);
}
