import { GameError } from '@orrery/api/game/core';
import { listPublicNames, setPublicNameByOperator } from '@orrery/api/game/sinks';
import { CliError } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

/** A refusal of the naming rules, as the CLI's one-line error. */
async function asCliError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GameError) throw new CliError(`${error.message}.`);
    throw error;
  }
}

export async function namesList({ io }: CliContext, options: DatabaseOptions & { json?: boolean }) {
  const rows = await withDatabase(options.database, (db) => listPublicNames(db));
  if (options.json) return printJson(io, rows);
  if (rows.length === 0) return printLine(io, 'No system has a public name.');
  for (const row of rows) {
    printLine(
      io,
      `${row.hash}  ${row.publicName}  (${row.name}; user ${row.userId}, ${row.namedAt})`,
    );
  }
}

export async function namesSet(
  { io }: CliContext,
  hash: string,
  name: string | null,
  options: DatabaseOptions,
) {
  const result = await withDatabase(options.database, (db) =>
    asCliError(() => setPublicNameByOperator(db, hash, name, new Date())),
  );
  printLine(
    io,
    result.publicName === null
      ? `Cleared the public name of ${result.name} (${hash}).`
      : `${result.name} (${hash}) is now shown as ${result.publicName}.`,
  );
}
