import { copyDatabase, TargetNotEmptyError } from '@orrery/db/copy';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { CliError, USAGE_EXIT_CODE } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import { postgresTarget } from '../../shell/database-target.js';
import { countOf, formatCount, formatDuration } from '@orrery/format';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';

export interface MigrateToOptions {
  db: string;
  databaseUrl?: string;
  force?: boolean;
  json?: boolean;
}

/** Copies the SQLite file at --db into the PostgreSQL database, then checks every balance there. */
export async function migrateTo({ io, env }: CliContext, options: MigrateToOptions) {
  const url = options.databaseUrl ?? env.databaseUrl;
  if (url === undefined) {
    throw new CliError(
      'Name the PostgreSQL database with --database-url (or DATABASE_URL).',
      USAGE_EXIT_CODE,
    );
  }
  const target = postgresTarget(url, options.databaseUrl ? '--database-url' : 'DATABASE_URL');
  const source = {
    dialect: 'sqlite',
    location: options.db,
    setting: '--db',
    shown: options.db,
  } as const;
  const started = io.clock();
  const { tables, offLedger } = await withDatabase(source, (from) =>
    withDatabase(target, async (to) => {
      try {
        const tables = await copyDatabase(from, to, {
          force: options.force === true,
          onTable: (table, rows) => {
            if (!options.json) printLine(io, `  ${table}: ${formatCount(rows)}`);
          },
        });
        return { tables, offLedger: await listBalancesOffLedger(to) };
      } catch (error) {
        if (!(error instanceof TargetNotEmptyError)) throw error;
        throw new CliError(
          `${target.shown} already holds a galaxy or players; pass --force to replace everything in it.`,
        );
      }
    }),
  );
  if (offLedger.length > 0) {
    throw new CliError(
      `Copied, but ${countOf(offLedger.length, 'balance')} differ from the ledger (user ids ${offLedger
        .slice(0, 10)
        .map((row) => row.id)
        .join(', ')}); the SQLite file held them so.`,
    );
  }
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  if (options.json) return printJson(io, { tables, balancesMatchLedger: true });
  printLine(
    io,
    `Copied ${countOf(tables.length, 'table')} (${countOf(rows, 'row')}) from ${source.shown} to ${target.shown} in ${formatDuration(io.clock() - started)}; every balance equals its ledger.`,
  );
}
