import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// The live stream's change log (docs/operations.md "Live events"): servers on PostgreSQL without
// Redis share their committed events through it. Each server appends what it commits and reads
// what the others appended; the row's id is the event's number on every server. `once_key` lets
// events every server notices (a new goal period, a reset galaxy) be logged by one of them only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('once_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
