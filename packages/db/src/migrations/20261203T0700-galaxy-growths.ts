import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// Growing a galaxy in place (`orrery grow`, the auto-grow worker): one row per growth, its
// progress written in the transaction that adds each batch, so a killed growth resumes where it
// stopped. At most one growth runs: the partial unique index is the lock every server and CLI
// shares.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('galaxy_growths')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('from_size', 'integer', (c) => c.notNull())
    .addColumn('to_size', 'integer', (c) => c.notNull())
    .addColumn('next_index', 'integer', (c) => c.notNull())
    // 'running' until the last batch, then 'done'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('galaxy_growths_one_running')
    .on('galaxy_growths')
    .column('state')
    .unique()
    .where('state', '=', 'running')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('galaxy_growths').execute();
}
