import { readFile } from 'node:fs/promises';
import { GameError } from '@orrery/api/game/core';
import { listOutbox, queueProductNews, retryOutboxMail, type OutboxEntry } from '@orrery/api/mail';
import type { MailStatus } from '@orrery/db/mail';
import { countOf, formatCount } from '@orrery/format';
import { CliError } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseOptions, DatabaseTarget } from '../../shell/database-target.js';
import { printViewOf } from '../../shell/print-view.js';

export interface OutboxOptions {
  status?: MailStatus;
  limit: number;
  json?: boolean;
  database: DatabaseTarget;
}

/** A refusal of the game's rules is the operator's to read, in one line. */
async function refusalsAsCliErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GameError) throw new CliError(`${error.message}.`);
    throw error;
  }
}

const recipient = (row: OutboxEntry) => row.to ?? (row.userId === null ? '' : `user ${row.userId}`);

export async function mailOutbox({ io }: CliContext, options: OutboxOptions) {
  const rows = await withDatabase(options.database, (db) =>
    listOutbox(db, { status: options.status, limit: options.limit }),
  );
  if (options.json) return printJson(io, rows);
  await printViewOf(
    io,
    () => import('../../views/table.js'),
    ({ Table }) => (
      <Table
        title={`${countOf(rows.length, 'mail')}${options.status ? ` ${options.status}` : ''}, newest first`}
        columns={[
          { header: 'Id', align: 'right' },
          { header: 'Kind' },
          { header: 'Status' },
          { header: 'Tries', align: 'right' },
          { header: 'To' },
          { header: 'Due / sent' },
          { header: 'Subject or last error' },
        ]}
        rows={rows.map((row) => [
          String(row.id),
          row.kind,
          row.status,
          formatCount(row.attempts),
          recipient(row),
          row.sentAt ?? row.dueAt,
          row.status === 'sent' ? (row.subject ?? '') : (row.lastError ?? row.subject ?? ''),
        ])}
      />
    ),
  );
}

export async function mailRetry({ io }: CliContext, id: number, options: DatabaseOptions) {
  const row = await withDatabase(options.database, (db) =>
    refusalsAsCliErrors(() => retryOutboxMail(db, id, new Date())),
  );
  printLine(io, `Mail ${row.id} (${row.kind}) is pending again; a server sends it shortly.`);
}

export interface NewsOptions {
  subject: string;
  bodyFile: string;
  dryRun?: boolean;
  database: DatabaseTarget;
}

export async function mailNews({ io }: CliContext, options: NewsOptions) {
  const body = await readFile(options.bodyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`Cannot read ${options.bodyFile}: ${error.code ?? error.message}.`);
  });
  const { recipients } = await withDatabase(options.database, (db) =>
    refusalsAsCliErrors(() =>
      queueProductNews(db, { subject: options.subject, body }, new Date(), {
        dryRun: options.dryRun,
      }),
    ),
  );
  const players = countOf(recipients, 'player');
  printLine(
    io,
    options.dryRun
      ? `Dry run: ${players} would receive “${options.subject.trim()}”; nothing queued.`
      : `Queued “${options.subject.trim()}” for ${players}; the server sends it.`,
  );
}
